// Home: start a game (computer, two players here, same Wi-Fi), resume one, replay or download a finished one,
// import PGN, and reach the rules.
import {
  createGame, getLevels, importGame, listDamagedGames, listGames, listLanGames, pgnUrl, type Color,
  type CreateGameRequest, type DamagedGame, type GameSummary, type LanGames, type Mode,
} from '../api';
import { h, replaceChildren, uniqueId, type Child } from '../dom';
import { formatDate, t, tk } from '../i18n';
import { navigate } from '../router';
import { endText } from '../game/words';
import { Notice } from '../ui';
import { errorText as refusalText } from '../errors';

const TIME_CONTROLS = ['', '1+0', '3+2', '5+0', '10+0', '15+10', '30+0'];
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** How often the list of games announced on the network is asked for while the home page is shown. */
const LAN_POLL = 3000;

export function showHome(root: HTMLElement): () => void {
  document.title = t('home.title');
  const lan = lanGamesList();
  const resume = h('div', { class: 'game-list', 'aria-busy': 'true' }, t('common.loading'));
  const finished = h('div', { class: 'game-list', 'aria-busy': 'true' }, t('common.loading'));
  const damaged = h('section', { class: 'damaged-games', 'aria-labelledby': 'damaged-title', hidden: true });
  replaceChildren(root,
    h('h1', { class: 'page-title' }, t('home.heading')),
    h('p', { class: 'lead' }, t('home.lead')),
    h('section', { class: 'new-games', 'aria-labelledby': 'new-game-title' },
      h('h2', { id: 'new-game-title' }, t('home.newGame')),
      h('div', { class: 'cards' }, computerCard(), hotseatCard(), lanCard(lan.element))),
    h('section', { 'aria-labelledby': 'resume-title' }, h('h2', { id: 'resume-title' }, t('home.resume')), resume),
    h('section', { 'aria-labelledby': 'history-title' }, h('h2', { id: 'history-title' }, t('home.history')), finished),
    damaged,
    importSection(),
    h('section', { class: 'rules-link' },
      h('h2', null, t('home.rulesHeading')),
      h('p', null, t('home.rulesText'), ' ', h('a', { href: '/rules', 'data-link': true }, t('home.rulesLink')))));
  void fillList(resume, 'active');
  void fillList(finished, 'finished');
  void fillDamaged(damaged);
  return () => lan.stop();
}

function card(id: string, title: string, text: string, ...body: Child[]): HTMLElement {
  return h('article', { class: `card card-${id}`, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, title), h('p', { class: 'card-text' }, text), body);
}

function computerCard(): HTMLElement {
  const level = select('level', t('home.level'), LEVELS.map(n => [String(n), t('home.levelN', { n })]), '1');
  // Each level's approximate rating, once the server has said it: "Nivel 3 (≈1400)".
  void getLevels().then(data => {
    for (const { level: n, rating } of data.levels) {
      const option = level.control.querySelector<HTMLOptionElement>(`option[value="${n}"]`);
      if (option) option.textContent = t('home.levelRated', { n, rating });
    }
  }).catch(() => { /* the plain names stay */ });
  const color = colorChoice('computer');
  const time = timeSelect();
  const fen = fenField();
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'computer-form' },
    level.field, color.fieldset, time.field, fen.details, notice.element,
    h('button', { type: 'submit', class: 'primary' }, t('home.playComputer')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    void start({ mode: 'computer', level: Number(level.control.value), color: color.value(),
      ...optional(time.control.value, fen.input.value) }, notice);
  });
  return card('computer', t('home.computerTitle'), t('home.computerText'), form);
}

function hotseatCard(): HTMLElement {
  const time = timeSelect();
  const fen = fenField();
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'hotseat-form' },
    time.field, fen.details, notice.element, h('button', { type: 'submit', class: 'primary' }, t('home.playHotseat')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    void start({ mode: 'hotseat', ...optional(time.control.value, fen.input.value) }, notice);
  });
  return card('hotseat', t('home.hotseatTitle'), t('home.hotseatText'), form);
}

function lanCard(found: HTMLElement): HTMLElement {
  const color = colorChoice('lan');
  const time = timeSelect();
  const spectatorsId = uniqueId('spectators');
  const spectators = h('input', { id: spectatorsId, type: 'checkbox', name: 'spectators',
    'data-testid': 'lan-spectators' });
  const notice = new Notice();
  const form = h('form', { class: 'new-game-form', 'data-testid': 'lan-form' },
    color.fieldset, time.field,
    h('div', { class: 'field' }, h('label', { class: 'choice', for: spectatorsId }, spectators, t('home.spectators'))),
    notice.element, h('button', { type: 'submit', class: 'primary' }, t('home.host')));
  form.addEventListener('submit', event => {
    event.preventDefault();
    void start({ mode: 'lan', color: color.value(), spectators: spectators.checked,
      ...optional(time.control.value, '') }, notice);
  });
  return card('lan', t('home.lanTitle'), t('home.lanText'), form,
    h('div', { class: 'join-later' },
      h('a', { href: '/join', 'data-link': true, class: 'button secondary', 'data-testid': 'join-link' },
        t('home.joinWithCode')),
      h('h4', { id: 'lan-games-title' }, t('home.join')),
      found));
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
  return refusalText(error);
}

function select(name: string, label: string, options: Array<[string, string]>, selected: string) {
  const id = uniqueId(name);
  const control = h('select', { id, name },
    options.map(([value, text]) => h('option', { value, selected: value === selected }, text)));
  return { control, field: h('div', { class: 'field' }, h('label', { for: id }, label), control) };
}

function timeSelect() {
  return select('time', t('home.timeControl'),
    TIME_CONTROLS.map(value => [value, value ? t('home.timeN', { value }) : t('home.noClock')]), '');
}

function colorChoice(form: string) {
  const name = uniqueId(`${form}-color`);
  const inputs = (['white', 'black', 'random'] as const).map(value =>
    h('input', { type: 'radio', name, value, checked: value === 'white' }));
  const fieldset = h('fieldset', { class: 'choices inline' }, h('legend', null, t('home.color')),
    inputs.map(input => h('label', { class: 'choice' }, input, tk(`home.color.${input.value}`))));
  return {
    fieldset,
    value: () => (inputs.find(input => input.checked)?.value ?? 'white') as Color | 'random',
  };
}

function fenField() {
  const id = uniqueId('fen');
  const input = h('input', { id, name: 'fen', type: 'text', autocomplete: 'off', spellcheck: 'false',
    placeholder: t('home.fenPlaceholder') });
  const details = h('details', { class: 'fen-details' }, h('summary', null, t('home.fromPosition')),
    h('div', { class: 'field' }, h('label', { for: id }, t('home.fenLabel')), input));
  return { input, details };
}

function importSection(): HTMLElement {
  const textId = uniqueId('pgn');
  const fileId = uniqueId('pgn-file');
  const text = h('textarea', { id: textId, rows: 5, spellcheck: 'false', placeholder: t('home.importPlaceholder') });
  const file = h('input', { id: fileId, type: 'file', accept: '.pgn,text/plain,application/x-chess-pgn' });
  const notice = new Notice();
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) text.value = await chosen.text();
  });
  const form = h('form', { class: 'import-form' },
    h('div', { class: 'field' }, h('label', { for: textId }, t('home.importLabel')), text),
    h('div', { class: 'field' }, h('label', { for: fileId }, t('home.importFile')), file),
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

async function fillList(list: HTMLElement, status: 'active' | 'finished'): Promise<void> {
  try {
    const { games } = await listGames(status);
    list.removeAttribute('aria-busy');
    if (games.length === 0) {
      replaceChildren(list, h('p', { class: 'empty' }, t(status === 'active' ? 'home.noActive' : 'home.noFinished')));
      return;
    }
    replaceChildren(list, h('ul', null, games.map(game => gameItem(game))));
  } catch (error) {
    list.removeAttribute('aria-busy');
    replaceChildren(list, h('p', { class: 'empty' }, errorText(error)));
  }
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

export function modeText(mode: Mode, players: GameSummary['players']): string {
  if (mode === 'computer') {
    const level = players.white?.level ?? players.black?.level;
    return level ? t('mode.computerLevel', { level }) : t('mode.computer');
  }
  return tk(`mode.${mode}`);
}

function gameItem(game: GameSummary): HTMLElement {
  const moves = Math.ceil(game.ply / 2);
  const summary = game.status === 'finished' ? endText(game.termination, game.result) : t('home.movesPlayed', { moves });
  const open = h('a', { href: `/game/${game.id}`, 'data-link': true, class: 'button secondary' },
    t(game.status === 'finished' ? 'home.replay' : 'home.continue'));
  return h('li', { class: 'game-item', 'data-game': game.id },
    h('div', { class: 'game-item-text' },
      h('strong', null, modeText(game.mode, game.players)),
      h('span', null, summary),
      h('time', { datetime: new Date(game.updatedAt).toISOString() }, formatDate(game.updatedAt))),
    h('div', { class: 'game-item-actions' }, open,
      game.status === 'finished'
        ? h('a', { href: pgnUrl(game.id), download: `escaque-${game.id}.pgn`, class: 'button secondary' },
          t('home.downloadPgn'))
        : null));
}
