// Home: start a game (computer, two players here, same Wi-Fi), resume one, replay or download a finished one,
// import PGN, and reach the rules.
import {
  ApiError, createGame, deleteGame, fetchPgn, getLevels, heldSeats, importGame, listDamagedGames, listGames,
  listLanGames, pgnUrl, type Color, type CreateGameRequest, type DamagedGame, type GameStatus, type GameSummary,
  type LanGames,
} from '../api';
import { isLocal } from '../local/mode';
import { lastChoices, rememberChoices } from '../choices';
import { h, replaceChildren, uniqueId, type Child } from '../dom';
import { formatDate, formatTimeControl, language, t, tk } from '../i18n';
import { navigate } from '../router';
import { openingElement } from '../game/opening';
import { endText } from '../game/words';
import { levelRecords, levelRecordText } from '../game/results';
import { confirm, download, Notice } from '../ui';
import { errorText as refusalText } from '../errors';

const TIME_CONTROLS = ['', '1+0', '3+2', '5+0', '10+0', '15+10', '30+0'];
/** The choice that shows the minutes and increment fields. */
const CUSTOM = 'custom';
/** How many games the home page lists of each kind; the rest are on /games. */
const HOME_IN_PROGRESS = 3;
const HOME_HISTORY = 5;
/** How many games a page of /games lists. */
const PAGE_SIZE = 20;
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** How often the list of games announced on the network is asked for while the home page is shown. */
const LAN_POLL = 3000;

export function showHome(root: HTMLElement): () => void {
  document.title = t('home.title');
  // With no Escaque host, games between two devices are not played from here: the card says where they are.
  const lan = isLocal() ? { element: h('div'), stop: () => undefined } : lanGamesList();
  const resume = h('div', { class: 'game-list', 'aria-busy': 'true' }, t('common.loading'));
  const finished = h('div', { class: 'game-list', 'aria-busy': 'true' }, t('common.loading'));
  const damaged = h('section', { class: 'damaged-games', 'aria-labelledby': 'damaged-title', hidden: true });
  // The games in progress come first, before the forms (shown only when there are some).
  // Beside its title, the way to a new game, which the unfinished games push down (a screen or more on a phone).
  const newGameLink = h('a', { href: '#new-game-title', class: 'button secondary new-game-link',
    'data-testid': 'new-game-link', onclick: (event: MouseEvent) => {
      event.preventDefault();
      document.getElementById('new-game-title')?.scrollIntoView({ block: 'start' });
      (document.querySelector('.new-games select, .new-games button') as HTMLElement | null)?.focus({ preventScroll: true });
    } }, t('home.newGame'));
  const inProgress = h('section', { class: 'in-progress', 'aria-labelledby': 'resume-title', hidden: true },
    h('h2', { id: 'resume-title' }, t('home.resume')), newGameLink, resume);
  replaceChildren(root,
    h('h1', { class: 'page-title' }, t('home.heading')),
    h('p', { class: 'lead' }, t('home.lead')),
    inProgress,
    h('section', { class: 'new-games', 'aria-labelledby': 'new-game-title' },
      h('h2', { id: 'new-game-title' }, t('home.newGame')),
      h('div', { class: 'cards' }, computerCard(), hotseatCard(), isLocal() ? phonesCard() : lanCard(lan.element)),
      h('p', { class: 'link-line editor-line' }, t('home.editorLead'), ' ',
        h('a', { href: '/editor', 'data-link': true, 'data-testid': 'home-editor-link' }, t('home.editorOpen'))),
      h('p', { class: 'link-line editor-line' }, t('home.analysisLead'), ' ',
        h('a', { href: '/analysis', 'data-link': true, 'data-testid': 'home-analysis-link' }, t('home.analysisOpen')))),
    h('section', { class: 'history', 'aria-labelledby': 'history-title' },
      h('h2', { id: 'history-title' }, t('home.history')), finished),
    damaged,
    importSection(),
    h('section', { class: 'rules-link' },
      h('h2', null, t('home.rulesHeading')),
      h('p', { class: 'link-line' }, t('home.rulesText'), ' ',
        h('a', { href: '/rules', 'data-link': true }, t('home.rulesLink')))));
  const refill = () => {
    void fillList(resume, 'active', HOME_IN_PROGRESS, 0, refill).then(total => { inProgress.hidden = total === 0; });
    void fillList(finished, 'finished', HOME_HISTORY, 0, refill);
  };
  refill();
  void fillDamaged(damaged);
  return () => lan.stop();
}

/** A new game's card: its title, a line saying what it is for (none when the title and fields say it), its form. */
function card(id: string, title: string, text: string | null, ...body: Child[]): HTMLElement {
  return h('article', { class: `card card-${id}`, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, title), text ? h('p', { class: 'card-text' }, text) : null, body);
}

/** Each level's approximate rating in a list of levels, once the server has said it: "Nivel 3 (≈1400)". */
export function rateLevels(control: HTMLSelectElement): void {
  void getLevels().then(data => {
    for (const { level: n, rating } of data.levels) {
      const option = control.querySelector<HTMLOptionElement>(`option[value="${n}"]`);
      if (option) option.textContent = t('home.levelRated', { n, rating });
    }
  }).catch(() => { /* the plain names stay */ });
}

function computerCard(): HTMLElement {
  const last = lastChoices('computer');
  const level = select('level', t('home.level'), LEVELS.map(n => [String(n), t('home.levelN', { n })]),
    String(last.level ?? 1));
  rateLevels(level.control);
  // What came of the games against the level chosen, once the list of games has been read.
  const recordId = uniqueId('level-record');
  const record = h('p', { class: 'hint level-record', id: recordId, 'data-testid': 'level-record' });
  level.field.append(record);
  level.control.setAttribute('aria-describedby', recordId);
  void levelRecords().then(records => {
    const show = () => {
      const chosen = Number(level.control.value);
      record.textContent = levelRecordText(records.get(chosen));
    };
    level.control.addEventListener('change', show);
    show();
  }).catch(() => { /* no line: the form works without it */ });
  const color = colorChoice('computer', last.color);
  const name = nameField('name', t('home.yourName'), last.name);
  const time = timeSelect(last.time);
  const fen = fenField();
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'computer-form' },
    level.field, color.fieldset, name.field, time.field, fen.details, notice.element,
    h('button', { type: 'submit', class: 'primary' }, t('home.playComputer')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    rememberChoices('computer', { level: Number(level.control.value), color: color.value(), time: time.value(),
      name: name.value() });
    void start({ mode: 'computer', level: Number(level.control.value), color: color.value(),
      ...named(name.value()), ...optional(time.value(), fen.input.value) }, notice);
  });
  // Its title and its fields ("Nivel", "Juegas con") say what a line would: without one, its button stays in view
  // at 1366×768 with the name and the results at the level.
  return card('computer', t('home.computerTitle'), null, form);
}

function hotseatCard(): HTMLElement {
  const last = lastChoices('hotseat');
  const white = nameField('white-name', t('color.white.name'), last.names?.white);
  const black = nameField('black-name', t('color.black.name'), last.names?.black);
  const time = timeSelect(last.time);
  const fen = fenField();
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'hotseat-form' },
    h('fieldset', { class: 'choices names' }, h('legend', null, t('home.names')), white.field, black.field), time.field, fen.details, notice.element,
    h('button', { type: 'submit', class: 'primary' }, t('home.playHotseat')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    const names = { white: white.value(), black: black.value() };
    rememberChoices('hotseat', { time: time.value(), names });
    void start({ mode: 'hotseat', ...(names.white || names.black ? { names } : {}),
      ...optional(time.value(), fen.input.value) }, notice);
  });
  return card('hotseat', t('home.hotseatTitle'), t('home.hotseatText'), form);
}

function lanCard(found: HTMLElement): HTMLElement {
  const last = lastChoices('lan');
  const color = colorChoice('lan', last.color);
  const name = nameField('name', t('home.yourName'), last.name);
  const time = timeSelect(last.time);
  const spectatorsId = uniqueId('spectators');
  const spectators = h('input', { id: spectatorsId, type: 'checkbox', name: 'spectators',
    'data-testid': 'lan-spectators' });
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'lan-form' },
    color.fieldset, name.field, time.field,
    h('div', { class: 'field' }, h('label', { class: 'choice', for: spectatorsId }, spectators, t('home.spectators'))),
    notice.element, h('button', { type: 'submit', class: 'primary' }, t('home.host')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    rememberChoices('lan', { color: color.value(), time: time.value(), name: name.value() });
    void start({ mode: 'lan', color: color.value(), spectators: spectators.checked, ...named(name.value()),
      ...optional(time.value(), '') }, notice);
  });
  return card('lan', t('home.lanTitle'), t('home.lanText'), form,
    h('div', { class: 'join-later' },
      h('a', { href: '/join', 'data-link': true, class: 'button secondary', 'data-testid': 'join-link' },
        t('home.joinWithCode')),
      h('h4', { id: 'lan-games-title' }, t('home.join')),
      found));
}

/**
 * In the app with no Escaque host: two phones on one Wi-Fi play with no computer. This one runs the game and shows
 * a code to pair with; the other joins from "Unirse a la partida de otro teléfono" (/pair).
 */
function phonesCard(): HTMLElement {
  const last = lastChoices('lan');
  const color = colorChoice('lan', last.color);
  const name = nameField('name', t('home.yourName'), last.name);
  const time = timeSelect(last.time);
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'phones-form' },
    color.fieldset, name.field, time.field, notice.element,
    h('button', { type: 'submit', class: 'primary' }, t('home.phonesHost')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    rememberChoices('lan', { color: color.value(), time: time.value(), name: name.value() });
    void start({ mode: 'lan', color: color.value(), ...named(name.value()), ...optional(time.value(), '') }, notice);
  });
  return card('lan', t('home.phonesTitle'), t('home.phonesText'), form,
    h('div', { class: 'join-later' },
      h('a', { href: '/pair', 'data-link': true, class: 'button secondary', 'data-testid': 'pair-link' },
        t('home.phonesJoin'))));
}

/**
 * The games other Escaques announce on the network, asked for every 3 s while the home page is shown; each links to
 * its join page, where the guest types the code.
 */
function lanGamesList(): { element: HTMLElement; stop: () => void } {
  const element = h('div', { class: 'lan-games', 'data-testid': 'lan-games', 'aria-labelledby': 'lan-games-title',
    'aria-busy': 'true', 'aria-live': 'polite' }, h('p', { class: 'hint' }, t('home.lanSearching')));
  let shown = '';
  let stopped = false;
  const show = (key: string, ...children: Child[]) => {
    element.removeAttribute('aria-busy');
    if (key === shown) return;
    shown = key;
    replaceChildren(element, ...children);
  };
  const poll = async () => {
    if (stopped || document.visibilityState === 'hidden') return;
    try {
      const found: LanGames = await listLanGames();
      if (stopped) return;
      if (found.games.length === 0) {
        const text = found.searching ? t('home.lanNone') : t('home.lanCannotSearch');
        show(text, h('p', { class: 'empty', 'data-testid': 'lan-games-empty' }, text));
        return;
      }
      show(JSON.stringify(found.games), h('ul', null, found.games.map(game =>
        h('li', { class: 'lan-game' },
          h('a', { href: game.url, class: 'button secondary' }, game.name),
          ' ', h('span', { class: 'hint' }, t('home.lanGameWhere', { host: game.host, port: game.port }))))));
    } catch (error) {
      if (!stopped) show(`error:${errorText(error)}`, h('p', { class: 'empty' }, errorText(error)));
    }
  };
  void poll();
  const timer = window.setInterval(() => void poll(), LAN_POLL);
  return {
    element,
    stop: () => {
      stopped = true;
      window.clearInterval(timer);
    },
  };
}

function optional(timeControl: string, fen: string): Partial<CreateGameRequest> {
  const extra: Partial<CreateGameRequest> = {};
  if (timeControl) extra.timeControl = timeControl;
  if (fen.trim()) extra.fen = fen.trim();
  return extra;
}

async function start(request: CreateGameRequest, notice: Notice): Promise<void> {
  try {
    const created = await createGame(request);
    navigate(`/game/${created.id}`);
  } catch (error) {
    notice.show(errorText(error), 'error', 8000);
  }
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.body.error === 'invalid-time-control') return t('home.customInvalid');
  return refusalText(error);
}

function select(name: string, label: string, options: Array<[string, string]>, selected: string, hint?: string) {
  const id = uniqueId(name);
  const control = h('select', { id, name, 'aria-describedby': hint ? `${id}-hint` : null },
    options.map(([value, text]) => h('option', { value, selected: value === selected }, text)));
  return { control, field: h('div', { class: 'field' }, h('label', { for: id }, label), control,
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null) };
}

/**
 * The time control: none, a common one, or "Personalizado": minutes and seconds added per move, typed. The server
 * checks the bounds (and refuses with invalid-time-control); `value()` is "" for none, else "M+S".
 */
function timeSelect(chosen = '') {
  const known = TIME_CONTROLS.includes(chosen);
  const choice = select('time', t('home.timeControl'),
    [...TIME_CONTROLS.map((value): [string, string] => [value, value || t('home.noClock')]),
      [CUSTOM, t('home.timeCustom')]], known ? chosen : CUSTOM, t('home.timeHint'));
  const [minutesText, incrementText] = known ? ['10', '5'] : chosen.split('+');
  const minutesId = uniqueId('minutes');
  const incrementId = uniqueId('increment');
  // Text fields, not number ones: a number field in a Spanish page drops the decimal comma ("1,5" became 15).
  // Either decimal sign is taken; what is not a number is refused with the message for a bad time control.
  const minutes = h('input', { id: minutesId, name: 'minutes', type: 'text', inputmode: 'decimal',
    autocomplete: 'off', value: (minutesText ?? '10').replace('.', language() === 'es' ? ',' : '.'), required: true });
  const increment = h('input', { id: incrementId, name: 'increment', type: 'text', inputmode: 'numeric',
    autocomplete: 'off', value: incrementText ?? '0', required: true });
  const custom = h('div', { class: 'custom-time', 'data-testid': 'custom-time' },
    h('div', { class: 'field' }, h('label', { for: minutesId }, t('home.customMinutes')), minutes),
    h('div', { class: 'field' }, h('label', { for: incrementId }, t('home.customIncrement')), increment),
    h('p', { class: 'hint' }, t('home.customHint')));
  const showCustom = () => {
    custom.hidden = choice.control.value !== CUSTOM;
    minutes.disabled = custom.hidden;
    increment.disabled = custom.hidden;
  };
  choice.control.addEventListener('change', showCustom);
  showCustom();
  return {
    control: choice.control,
    field: h('div', { class: 'time-field' }, choice.field, custom),
    value: () => choice.control.value === CUSTOM
      ? `${minutes.value.trim().replace(',', '.') || '-'}+${increment.value.trim() || '-'}` : choice.control.value,
  };
}

function colorChoice(form: string, chosen: Color | 'random' = 'white') {
  const name = uniqueId(`${form}-color`);
  const inputs = (['white', 'black', 'random'] as const).map(value =>
    h('input', { type: 'radio', name, value, checked: value === chosen }));
  const fieldset = h('fieldset', { class: 'choices inline' }, h('legend', null, t('home.color')),
    inputs.map(input => h('label', { class: 'choice' }, input, tk(`home.color.${input.value}`))));
  return {
    fieldset,
    value: () => (inputs.find(input => input.checked)?.value ?? 'white') as Color | 'random',
  };
}

/** The most characters a player's name has (the server refuses longer ones). */
const NAME_LENGTH = 40;

/**
 * A player's name, optional (its field says so): a one-line text field, its label beside it, that starts from the
 * last name given.
 */
export function nameField(name: string, label: string, last = '') {
  const id = uniqueId(name);
  const input = h('input', { id, name, type: 'text', autocomplete: 'off', maxlength: NAME_LENGTH, value: last,
    placeholder: t('home.optional') });
  return { field: h('div', { class: 'field field-row' }, h('label', { for: id }, label), input),
    value: () => input.value.trim() };
}

/** The request's own name, when one was given. */
function named(name: string): Partial<CreateGameRequest> {
  return name ? { name } : {};
}

function fenField() {
  const id = uniqueId('fen');
  const input = h('input', { id, name: 'fen', type: 'text', autocomplete: 'off', spellcheck: 'false',
    placeholder: t('home.fenPlaceholder') });
  const details = h('details', { class: 'fen-details' }, h('summary', null, t('home.fromPosition')),
    h('div', { class: 'field' }, h('label', { for: id }, t('home.fenLabel')), input),
    h('p', { class: 'link-line' },
      h('a', { href: '/editor', 'data-link': true, 'data-testid': 'editor-link' }, t('home.editorLink'))));
  return { input, details };
}

function importSection(): HTMLElement {
  const textId = uniqueId('pgn');
  const fileId = uniqueId('pgn-file');
  const text = h('textarea', { id: textId, rows: 5, spellcheck: 'false', placeholder: t('home.importPlaceholder') });
  // The browser's own file button speaks the browser's language: a button of the app's own stands in for it.
  const file = h('input', { id: fileId, type: 'file', class: 'visually-hidden',
    accept: '.pgn,text/plain,application/x-chess-pgn' });
  const fileName = h('span', { class: 'file-name', 'data-testid': 'import-file-name' });
  const notice = new Notice();
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    fileName.textContent = chosen?.name ?? '';
    if (chosen) text.value = await chosen.text();
  });
  const form = h('form', { class: 'import-form' },
    h('div', { class: 'field' }, h('label', { for: textId }, t('home.importLabel')), text),
    h('div', { class: 'field file-field' }, h('span', null, t('home.importFile')),
      h('label', { for: fileId, class: 'button secondary' }, t('home.importChoose')), file, fileName),
    notice.element,
    h('button', { type: 'submit', class: 'primary' }, t('home.importButton')));
  form.addEventListener('submit', async event => {
    event.preventDefault();
    if (!text.value.trim()) {
      notice.show(t('home.importEmpty'), 'error');
      return;
    }
    try {
      const created = await importGame(text.value);
      navigate(`/game/${created.id}`);
    } catch (error) {
      notice.show(errorText(error), 'error', 10000);
    }
  });
  return h('section', { 'aria-labelledby': 'import-title' }, h('h2', { id: 'import-title' }, t('home.import')), form);
}

/**
 * Fills a list with a page of the games of one status: `limit` of them from `offset`, and below them a link to all
 * of them (on the home page) or the way to the other pages (on /games). `changed` runs after a game is aborted or
 * deleted. Resolves to how many games have that status.
 */
async function fillList(list: HTMLElement, status: GameStatus, limit: number, offset: number,
  changed: () => void, paged = false): Promise<number> {
  try {
    const { games, total } = await listGames(status, limit, offset);
    list.removeAttribute('aria-busy');
    if (games.length === 0) {
      replaceChildren(list, h('p', { class: 'empty' }, t(status === 'active' ? 'home.noActive' : 'home.noFinished')));
      return total;
    }
    const more: Child[] = [];
    if (!paged && total > games.length) {
      more.push(h('p', { class: 'see-all link-line' }, h('a', { href: `/games?status=${status}`, 'data-link': true,
        'data-testid': `see-all-${status}` }, t('home.seeAll', { total }))));
    }
    if (paged) more.push(pager(status, limit, offset, total));
    replaceChildren(list, h('ul', null, games.map(game => gameItem(game, changed))), more);
    return total;
  } catch (error) {
    list.removeAttribute('aria-busy');
    replaceChildren(list, h('p', { class: 'empty' }, errorText(error)));
    return 0;
  }
}

/** "Más recientes" / "Anteriores" between the pages of /games, with where the page stands ("21–40 de 57"). */
function pager(status: GameStatus, limit: number, offset: number, total: number): HTMLElement {
  const page = (from: number) => `/games?status=${status}${from > 0 ? `&from=${from}` : ''}`;
  const newer = offset > 0
    ? h('a', { href: page(Math.max(0, offset - limit)), 'data-link': true, class: 'button secondary',
      'data-testid': 'newer' }, t('games.newer'))
    : null;
  const older = offset + limit < total
    ? h('a', { href: page(offset + limit), 'data-link': true, class: 'button secondary', 'data-testid': 'older' },
      t('games.older'))
    : null;
  return h('nav', { class: 'pager', 'aria-label': t('games.pages') }, newer,
    h('span', { class: 'pager-where' }, t('games.where', { from: offset + 1, to: Math.min(total, offset + limit),
      total })),
    older);
}

/** /games: every game of one status (finished unless ?status=active), a page at a time, newest first. */
export function showGames(root: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const status: GameStatus = params.get('status') === 'active' ? 'active' : 'finished';
  const from = Math.max(0, Number.parseInt(params.get('from') ?? '0', 10) || 0);
  const heading = t(status === 'active' ? 'games.inProgress' : 'games.history');
  document.title = `${heading} · ${t('app.name')}`;
  const list = h('div', { class: 'game-list', 'aria-busy': 'true' }, t('common.loading'));
  const other = status === 'active' ? 'finished' : 'active';
  replaceChildren(root,
    h('h1', { class: 'page-title' }, heading),
    h('p', { class: 'link-line' }, h('a', { href: '/', 'data-link': true }, t('games.back')), ' · ',
      h('a', { href: `/games?status=${other}`, 'data-link': true },
        t(other === 'active' ? 'games.inProgress' : 'games.history'))),
    h('section', { 'aria-label': heading }, list));
  const refill = () => void fillList(list, status, PAGE_SIZE, from, refill, true);
  refill();
}

/** Games the server set aside because they cannot be replayed: shown only when there are some. */
async function fillDamaged(section: HTMLElement): Promise<void> {
  let games: DamagedGame[];
  try {
    games = (await listDamagedGames()).games;
  } catch {
    return;
  }
  if (games.length === 0) return;
  replaceChildren(section,
    h('h2', { id: 'damaged-title' }, t('home.damaged')),
    h('p', null, t('home.damagedText')),
    h('ul', { class: 'game-list' }, games.map(game => damagedItem(game))));
  section.hidden = false;
}

function damagedItem(game: DamagedGame): HTMLElement {
  const notice = new Notice();
  const rescue = h('button', { type: 'button', class: 'button secondary' }, t('home.damagedImport'));
  rescue.addEventListener('click', () => {
    void importGame(game.pgn).then(created => navigate(`/game/${created.id}`), error => notice.show(errorText(error), 'error'));
  });
  return h('li', { class: 'game-item damaged', 'data-game': game.id },
    h('div', { class: 'game-item-text' },
      h('strong', null, tk(`mode.${game.mode}`)),
      h('span', null, game.damage),
      h('time', { datetime: new Date(game.updatedAt).toISOString() }, formatDate(game.updatedAt)),
      h('details', null, h('summary', null, t('home.damagedPgn')), h('pre', { class: 'pgn' }, game.pgn))),
    h('div', { class: 'game-item-actions' }, game.pgn ? rescue : null, notice.element));
}

export function modeText(game: Pick<GameSummary, 'mode' | 'players' | 'imported'>): string {
  if (game.mode === 'computer') {
    const level = game.players.white?.level ?? game.players.black?.level;
    return level ? t('mode.computerLevel', { level }) : t('mode.computer');
  }
  // A game from a PGN is not "two players on this device", though it goes on as one (an imported game against the
  // computer was labelled so).
  if (game.imported) return t('mode.imported');
  // With no host, a game over the network is one between two phones, as its card on the home page says.
  if (game.mode === 'lan' && isLocal()) return t('mode.phones');
  return tk(`mode.${game.mode}`);
}

/**
 * Who played, when the game names anyone: "Ana – Luis", white first; a seat with no name is its colour, or the
 * computer and its level. Null when no seat has a name.
 */
export function playersText(players: GameSummary['players']): string | null {
  if (!players.white?.name && !players.black?.name) return null;
  const who = (color: Color) => {
    const player = players[color];
    if (player?.name) return player.name;
    return player?.kind === 'computer' ? t('home.computerPlayer') : tk(`color.${color}.name`);
  };
  return t('home.players', { white: who('white'), black: who('black') });
}

/** Which colour this browser played, when it held exactly one seat (computer and LAN games). */
function myColor(game: GameSummary): Color | null {
  if (game.mode === 'computer') return game.players.white?.kind === 'computer' ? 'black' : 'white';
  if (game.mode === 'lan') {
    const held = game.seats ?? heldSeats(game.id);
    return held.length === 1 ? held[0]! : null;
  }
  return null;
}

/** "1 jugada", "23 jugadas": moves as White and Black each count once together, as the move numbers do. */
export function movesText(ply: number): string {
  const moves = Math.ceil(ply / 2);
  if (moves === 0) return t('home.noMoves');
  return moves === 1 ? t('home.oneMove') : t('home.moves', { moves });
}

/** The result from this player's side: "Ganaste con negras", "Perdiste con blancas", "Tablas con blancas". */
function outcomeText(game: GameSummary, mine: Color): string {
  const won = game.result === '1-0' ? 'white' : game.result === '0-1' ? 'black' : null;
  const outcome = won === null ? 'draw' : won === mine ? 'won' : 'lost';
  return tk(`home.outcome.${outcome}.${mine}`);
}

function playersLine(players: GameSummary['players']): HTMLElement | null {
  const text = playersText(players);
  return text ? h('span', { class: 'players', 'data-testid': 'players' }, text) : null;
}

function gameItem(game: GameSummary, changed: () => void): HTMLElement {
  const finished = game.status === 'finished';
  // A game whose seats this browser does not hold (another browser started it) is told as a spectator sees it
  // ("juegan las blancas", "ganan las negras"), not as "te toca" or "Ganaste"; going on, it can only be watched.
  const watched = !isLocal() && game.mode !== 'lan' && heldSeats(game.id).length === 0;
  const elsewhere = !finished && watched;
  const player = watched ? null : myColor(game);
  const lines: Child[] = [];
  if (finished && player) {
    lines.push(h('span', { class: `outcome outcome-${game.result === '1/2-1/2' ? 'draw' : 'decided'}`,
      'data-testid': 'outcome' }, outcomeText(game, player)));
  }
  // Whose move it is in a game going on: one's own or the opponent's, or on one device the side's.
  const turn: Color = game.fen.split(' ')[1] === 'b' ? 'black' : 'white';
  const toMove = finished ? null
    : player ? t(turn === player ? 'home.yourTurn' : 'home.theirTurn') : tk(`home.toMove.${turn}`);
  const facts = [
    !finished && player ? tk(`home.playing.${player}`) : null,
    finished ? endText(game.termination, game.result) : null,
    movesText(game.ply),
    toMove,
    game.timeControl ? formatTimeControl(game.timeControl) : null,
  ].filter((part): part is string => !!part);
  // One line of facts: only its first word begins with a capital ("Sin jugadas" first, "… · sin jugadas" after).
  const factsLine = facts.join(' · ');
  lines.push(h('span', { 'data-testid': 'facts' }, factsLine.charAt(0).toUpperCase() + factsLine.slice(1)));
  if (elsewhere) lines.push(h('span', { class: 'hint', 'data-testid': 'elsewhere' }, t('home.elsewhere')));
  const notice = new Notice();
  const open = h('a', { href: `/game/${game.id}`, 'data-link': true, class: 'button secondary' },
    t(finished ? 'home.replay' : elsewhere ? 'home.watch' : 'home.continue'));
  const actions: Child[] = [open];
  if (finished) {
    actions.push(h('a', { href: pgnUrl(game.id), download: `escaque-${game.id}.pgn`, class: 'button secondary',
      // Fetched first: with no Escaque host the PGN is written in this browser, not at the link's address.
      onclick: (event: MouseEvent) => {
        event.preventDefault();
        void fetchPgn(game.id).then(pgn => download(`escaque-${game.id}.pgn`, pgn)).catch(() => undefined);
      } },
      t('home.downloadPgn')));
  }
  // Aborting and deleting need a seat's token, which this browser has for the games it started or joined; with no
  // host, every game listed is one this browser keeps, and its to delete.
  // A finished game is this computer's to delete from any of its browsers; an abort needs the game's seat.
  if ((isLocal() || finished || heldSeats(game.id).length > 0) && (finished || game.abortable)) {
    const label = t(finished ? 'home.delete' : 'home.abort');
    const question = t(finished ? 'home.deleteConfirm' : 'home.abortConfirm');
    actions.push(h('button', { type: 'button', class: 'secondary danger', 'data-action': finished ? 'delete' : 'abort',
      onclick: async () => {
        if (!(await confirm(question, label))) return;
        try {
          await deleteGame(game.id);
          changed();
        } catch (error) {
          notice.show(errorText(error), 'error', 8000);
        }
      } }, label));
  }
  return h('li', { class: 'game-item', 'data-game': game.id },
    h('div', { class: 'game-item-text' },
      h('strong', null, modeText(game)),
      playersLine(game.players),
      lines,
      game.opening ? openingElement(game.opening) : null,
      h('time', { datetime: new Date(game.updatedAt).toISOString() }, formatDate(game.updatedAt))),
    h('div', { class: 'game-item-actions' }, actions, notice.element));
}
