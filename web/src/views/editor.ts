// The board editor (/editor): set up a position by dragging pieces on and off the board from a palette (or by
// choosing a piece and clicking squares), choose the side to move, castling rights and the en passant square, and
// start a game from it or take it to the analysis board. The browser only writes the FEN; the rules core checks the
// position as it is edited (through the host's POST /api/positions/check, or the WebAssembly build with no host), and
// while it is not playable its reason is shown and the buttons that start a game (or an analysis) are disabled.
import { Chessground } from '@lichess-org/chessground';
import type { Api as Board } from '@lichess-org/chessground/api';
import type { Key, Piece, Role as CgRole } from '@lichess-org/chessground/types';
import { ApiError, checkPosition, createGame, type Color, type CreateGameRequest } from '../api';
import { INITIAL_FEN, lastChoices, rememberChoices } from '../choices';
import { h, replaceChildren, uniqueId } from '../dom';
import { t, tk } from '../i18n';
import { navigate } from '../router';
import { Notice } from '../ui';
import { errorText, rateLevels } from './home';

const ROLES: CgRole[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const CASTLING = [
  { letter: 'K', key: 'editor.castle.K' }, { letter: 'Q', key: 'editor.castle.Q' },
  { letter: 'k', key: 'editor.castle.k' }, { letter: 'q', key: 'editor.castle.q' },
] as const;
/** The palette's tool: a piece to put down, the eraser, or nothing (dragging on the board moves pieces). */
type Tool = Piece | 'erase' | null;

export function showEditor(root: HTMLElement): () => void {
  document.title = `${t('editor.title')} · ${t('app.name')}`;
  let tool: Tool = null;
  const boardHost = h('div', { class: 'board-host' });
  const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board' }, boardHost);
  const notice = new Notice();

  const turnName = uniqueId('editor-turn');
  const turnInputs = (['white', 'black'] as Color[]).map(color =>
    h('input', { type: 'radio', name: turnName, value: color, checked: color === 'white', 'data-testid': `turn-${color}` }));
  const castling = CASTLING.map(right => h('input', { type: 'checkbox', value: right.letter, checked: true,
    'data-testid': `castle-${right.letter}` }));
  const epId = uniqueId('editor-ep');
  const enPassant = h('select', { id: epId, 'data-testid': 'en-passant' });
  const fenId = uniqueId('editor-fen');
  const fenInput = h('input', { id: fenId, type: 'text', spellcheck: 'false', autocomplete: 'off',
    'data-testid': 'editor-fen' });

  const turn = (): Color => (turnInputs.find(input => input.checked)?.value ?? 'white') as Color;

  /** The en passant squares the side to move could name: on the sixth rank (White to move) or the third. */
  const fillEnPassant = () => {
    const kept = enPassant.value;
    const rank = turn() === 'white' ? '6' : '3';
    replaceChildren(enPassant, h('option', { value: '-' }, t('editor.noEnPassant')),
      FILES.map(file => h('option', { value: `${file}${rank}` }, `${file}${rank}`)));
    enPassant.value = kept.endsWith(rank) ? kept : '-';
  };

  const fen = (): string => {
    const rights = castling.filter(box => box.checked).map(box => box.value).join('') || '-';
    return `${board.getFen()} ${turn() === 'white' ? 'w' : 'b'} ${rights} ${enPassant.value || '-'} 0 1`;
  };
  const showFen = () => {
    if (document.activeElement !== fenInput) fenInput.value = fen();
    scheduleCheck();
  };

  // The position is checked by the rules core a moment after each change; only the latest answer counts.
  let checkTimer = 0;
  let checks = 0;
  const scheduleCheck = () => {
    window.clearTimeout(checkTimer);
    checkTimer = window.setTimeout(() => void check(fen()), 120);
  };
  /** Shows whether a game can start from `text`; resolves to the refusal (null when playable or unknown). */
  const check = async (text: string): Promise<ApiError | null> => {
    const mine = ++checks;
    try {
      await checkPosition(text);
      if (mine === checks) playable(null);
      return null;
    } catch (error) {
      if (mine !== checks) return error instanceof ApiError ? error : null;
      if (error instanceof ApiError) {
        playable(errorText(error));
        return error;
      }
      // No answer (the host is gone): the buttons stay, and starting a game says what happened.
      playable(null);
      return null;
    }
  };

  /** Sets the editor from a FEN's fields (the board's placement, side, castling, en passant) as far as they read. */
  const load = (text: string): void => {
    const [placement = '8/8/8/8/8/8/8/8', side = 'w', rights = '-', ep = '-'] = text.trim().split(/\s+/);
    board.set({ fen: placement });
    for (const input of turnInputs) input.checked = input.value === (side === 'b' ? 'black' : 'white');
    for (const box of castling) box.checked = rights.includes(box.value);
    fillEnPassant();
    enPassant.value = [...enPassant.options].some(option => option.value === ep) ? ep : '-';
    showFen();
  };

  const paletteButtons: HTMLButtonElement[] = [];
  const choose = (next: Tool, button: HTMLButtonElement | null) => {
    const same = button?.getAttribute('aria-pressed') === 'true';
    tool = same ? null : next;
    for (const other of paletteButtons) other.setAttribute('aria-pressed', String(!same && other === button));
    board.set({ movable: { color: tool ? undefined : 'both' } });
  };
  const palette = (color: Color) => h('div', { class: 'palette cg-wrap', role: 'group',
    'aria-label': tk(`editor.palette.${color}`), 'data-testid': `palette-${color}` },
  ROLES.map(role => {
    const button = h('button', { type: 'button', class: 'spare', 'aria-pressed': 'false', 'data-piece': `${color}-${role}`,
      'aria-label': tk(`read.colored.${role}.${color}`), title: tk(`read.colored.${role}.${color}`) },
    h('piece', { class: `${color} ${role}` }));
    // Pressing on a palette piece picks it up: drop it on a square (or anywhere else to give up).
    const pick = (event: MouseEvent | TouchEvent) => {
      if (event instanceof MouseEvent && event.button !== 0) return;
      board.dragNewPiece({ color, role }, event as never, true);
      event.preventDefault();
    };
    button.addEventListener('mousedown', pick);
    button.addEventListener('touchstart', pick, { passive: false });
    // A click (or Enter) chooses the piece; each square clicked then gets one.
    button.addEventListener('click', () => choose({ color, role }, button));
    paletteButtons.push(button);
    return button;
  }));
  // "Goma" on the button (the lead says what it does), its whole name for a screen reader and a pointer's tooltip.
  const eraser = h('button', { type: 'button', class: 'secondary eraser', 'aria-pressed': 'false',
    'aria-label': t('editor.eraser'), title: t('editor.eraser'), 'data-testid': 'eraser' }, t('editor.eraserShort'));
  eraser.addEventListener('click', () => choose('erase', eraser));
  paletteButtons.push(eraser);

  const startRow = h('div', { class: 'editor-start' });
  const level = h('select', { id: uniqueId('editor-level'), name: 'level' },
    [1, 2, 3, 4, 5, 6, 7, 8].map(n => h('option', { value: String(n), selected: n === (lastChoices('computer').level ?? 1) },
      t('home.levelN', { n })))) as HTMLSelectElement;
  rateLevels(level);
  const youId = uniqueId('editor-you');
  const you = h('select', { id: youId, name: 'color' },
    (['white', 'black', 'random'] as const).map(color => h('option', { value: color }, tk(`home.color.${color}`))));
  const start = async (request: CreateGameRequest) => {
    try {
      const created = await createGame({ ...request, fen: fen() });
      navigate(`/game/${created.id}`);
    } catch (error) {
      // The server's reason for refusing the position, in view until the next try.
      notice.show(errorText(error), 'error', 60_000);
    }
  };
  const noticeId = uniqueId('editor-reason');
  notice.element.id = noticeId;
  const hotseatButton = h('button', { type: 'button', class: 'primary', 'data-testid': 'editor-hotseat',
    onclick: () => void start({ mode: 'hotseat' }) }, t('editor.playHotseat'));
  const computerButton = h('button', { type: 'button', class: 'primary', 'data-testid': 'editor-computer', onclick: () => {
    rememberChoices('computer', { ...lastChoices('computer'), level: Number(level.value) });
    void start({ mode: 'computer', level: Number(level.value), color: you.value as Color | 'random' });
  } }, t('editor.playComputer'));
  // The analysis board: moves of both sides tried from the position, with the engine's word on each (nothing stored).
  const analyseButton = h('button', { type: 'button', class: 'secondary', 'data-testid': 'editor-analyse',
    title: t('analysisBoard.openTitle'), onclick: () => navigate(`/analysis?fen=${encodeURIComponent(fen())}`) },
  t('analysisBoard.open'));
  /** With a reason, the position cannot be played yet: the reason is shown and the buttons wait; without, they go. */
  const playable = (reason: string | null) => {
    for (const button of [hotseatButton, computerButton, analyseButton]) {
      button.disabled = reason !== null;
      if (reason === null) button.removeAttribute('aria-describedby');
      else button.setAttribute('aria-describedby', noticeId);
    }
    if (reason === null) notice.hide();
    else notice.show(`${t('editor.notPlayable')} ${reason}`, 'error', 0);
  };
  replaceChildren(startRow,
    hotseatButton,
    analyseButton,
    h('div', { class: 'editor-computer' },
      // Each label with its list, never split over two lines.
      h('span', { class: 'editor-choice' }, h('label', { for: level.id }, t('home.level')), level),
      h('span', { class: 'editor-choice' }, h('label', { for: youId }, t('home.color')), you),
      computerButton));

  // On a wide screen the title and the lead sit beside the board, above the settings, so that the board, both
  // palettes, its tools and the buttons that start a game fit a laptop's window (1366×768) without scrolling.
  replaceChildren(root,
    h('div', { class: 'game-layout editor-layout' },
      h('div', { class: 'editor-heading' },
        h('h1', { class: 'page-title' }, t('editor.title')),
        h('p', { class: 'lead' }, t('editor.lead'))),
      h('section', { class: 'board-area', 'aria-label': t('game.board') },
        palette('black'), boardWrap, palette('white'), h('div', { class: 'editor-tools' }, eraser,
          h('button', { type: 'button', class: 'secondary', 'data-testid': 'editor-initial',
            onclick: () => load(INITIAL_FEN) }, t('editor.initial')),
          h('button', { type: 'button', class: 'secondary', 'data-testid': 'editor-clear',
            onclick: () => load('8/8/8/8/8/8/8/8 w - - 0 1') }, t('editor.clear')))),
      h('section', { class: 'side-panel', 'aria-label': t('editor.settings') },
        h('fieldset', { class: 'choices inline' }, h('legend', null, t('editor.toMove')),
          turnInputs.map(input => h('label', { class: 'choice' }, input, tk(`color.${input.value}.name`)))),
        h('fieldset', { class: 'choices castling' }, h('legend', null, t('editor.castling')),
          castling.map((box, index) => h('label', { class: 'choice' }, box, t(CASTLING[index]!.key)))),
        h('div', { class: 'editor-fields' },
          h('div', { class: 'field editor-ep' }, h('label', { for: epId }, t('editor.enPassant')), enPassant),
          h('div', { class: 'field editor-fen' }, h('label', { for: fenId }, t('home.fenLabel')), fenInput)),
        notice.element,
        startRow)));

  // On a narrow screen (one column) the reason goes right under the board's tools, where the editing is, rather than
  // under the settings far below; on a wide one, beside the buttons it keeps waiting.
  const tools = root.querySelector('.editor-tools')!;
  const sidePanel = root.querySelector('.editor-layout > .side-panel')!;
  const wide = window.matchMedia('(min-width: 900px)');
  const placeReason = () => {
    if (wide.matches) sidePanel.insertBefore(notice.element, startRow);
    else tools.after(notice.element);
  };
  placeReason();
  wide.addEventListener('change', placeReason);

  const board: Board = Chessground(boardHost, {
    fen: INITIAL_FEN.split(' ')[0],
    coordinates: true,
    animation: { enabled: false },
    movable: { free: true, color: 'both', showDests: false },
    draggable: { enabled: true, showGhost: true, deleteOnDropOff: true },
    selectable: { enabled: true },
    premovable: { enabled: false },
    highlight: { lastMove: false, check: false },
    drawable: { enabled: false },
    events: {
      change: () => showFen(),
      select: (key: Key) => {
        if (!tool) return;
        board.setPieces(new Map([[key, tool === 'erase' ? undefined : { ...tool }]]));
        board.selectSquare(null);
        showFen();
      },
    },
  });
  for (const input of [...turnInputs, ...castling]) {
    input.addEventListener('change', () => {
      fillEnPassant();
      showFen();
    });
  }
  enPassant.addEventListener('change', showFen);
  // A typed FEN is loaded if it reads as one, even when the rules refuse the position (it can then be set right
  // here); text that is no FEN at all changes nothing, and says why.
  fenInput.addEventListener('change', () => void (async () => {
    const typed = fenInput.value;
    window.clearTimeout(checkTimer);
    const refusal = await check(typed);
    if (fenInput.value !== typed) return;
    if (refusal?.body.details?.['readable'] === false) {
      notice.show(`${errorText(refusal)} ${t('editor.fenNotLoaded')}`, 'error', 0);
      for (const button of [hotseatButton, computerButton, analyseButton]) button.disabled = true;
      return;
    }
    load(typed);
  })());
  // A game's page sends its position here ("Editar esta posición"): /editor?fen=…
  fillEnPassant();
  showFen();
  const given = new URLSearchParams(window.location.search).get('fen');
  if (given) {
    // As if typed: loaded if it reads as a FEN, and said why not otherwise.
    fenInput.value = given;
    fenInput.dispatchEvent(new Event('change'));
  }
  return () => {
    wide.removeEventListener('change', placeReason);
    board.destroy();
  };
}
