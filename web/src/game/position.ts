// What the position the server sent shows, put another way: the material each side has captured and the balance
// (display only: counting pieces is no rule), and the position read out in words for screen readers.
import { read } from '@lichess-org/chessground/fen';
import type { Color } from '../api';
import { h, replaceChildren, uniqueId } from '../dom';
import { language, t, tk } from '../i18n';
import type { Role } from './words';

const ROLES: Role[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const VALUE: Record<Role, number> = { king: 0, queen: 9, rook: 5, bishop: 3, knight: 3, pawn: 1 };
const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export interface PlacedPiece {
  square: string;
  color: Color;
  role: Role;
}

/** The pieces of a FEN (or its first field), from a8 to h1, as chessground reads them. */
export function piecesOf(fen: string): PlacedPiece[] {
  return [...read(fen)].map(([square, piece]) => ({ square, color: piece.color, role: piece.role }));
}

function counts(pieces: PlacedPiece[], color: Color): Record<Role, number> {
  const count = { king: 0, queen: 0, rook: 0, bishop: 0, knight: 0, pawn: 0 };
  for (const piece of pieces) if (piece.color === color) count[piece.role] += 1;
  return count;
}

/**
 * What `color` has taken of the opponent's pieces since the game's start position (start count less count now, per
 * kind; a promotion can make a count grow, never below zero), and its material lead in pawns (0 when behind).
 */
export function material(startFen: string, fen: string, color: Color): { captured: Role[]; lead: number } {
  const opponent: Color = color === 'white' ? 'black' : 'white';
  const start = counts(piecesOf(startFen), opponent);
  const now = counts(piecesOf(fen), opponent);
  const captured: Role[] = [];
  for (const role of ROLES) {
    for (let i = now[role]; i < start[role]; i++) captured.push(role);
  }
  const worth = (side: Color) => {
    const count = counts(piecesOf(fen), side);
    return ROLES.reduce((sum, role) => sum + count[role] * VALUE[role], 0);
  };
  return { captured, lead: Math.max(0, worth(color) - worth(opponent)) };
}

/** The captured pieces and lead shown in a player's bar ("♟♟♞ +4"), with its words for screen readers. */
export function materialElement(startFen: string, fen: string, color: Color): HTMLElement {
  const opponent: Color = color === 'white' ? 'black' : 'white';
  const { captured, lead } = material(startFen, fen, color);
  // Each kind in its group, its pieces overlapping (as lichess draws them), so that a bar on a phone holds them all;
  // each drawn by the board's own piece set (chessground's `piece` in a cg-wrap, the set chosen in the settings).
  const groups = ROLES.filter(role => captured.includes(role)).map(role =>
    h('span', { class: 'captured-group', 'data-role': role },
      captured.filter(r => r === role).map(() => h('piece', { class: `${role} ${opponent}` }))));
  const words = [
    captured.length ? t('material.captured', { pieces: listText(groupText(captured)) }) : '',
    lead ? t('material.lead', { lead }) : '',
  ].filter(Boolean).join('; ');
  return h('span', { class: 'material', 'data-testid': `material-${color}`, 'data-lead': lead,
    title: words || null, 'aria-label': words || null, role: words ? 'img' : null, hidden: !words },
  h('span', { class: 'captured cg-wrap', 'aria-hidden': 'true' }, groups),
  lead ? h('span', { class: 'lead', 'aria-hidden': 'true' }, ` +${lead}`) : null);
}

/** "2 peones y 1 caballo": pieces counted by kind. */
function groupText(roles: Role[]): string[] {
  return ROLES.filter(role => roles.includes(role)).map(role => {
    const n = roles.filter(r => r === role).length;
    return `${n} ${tk(`read.piece.${role}.${n === 1 ? 'one' : 'many'}`)}`;
  });
}

function listText(parts: string[]): string {
  return new Intl.ListFormat(language() === 'es' ? 'es' : 'en', { type: 'conjunction' }).format(parts);
}

/** The whole position in words: whose turn (and a check), then each side's pieces by kind with their squares. */
export function readPosition(fen: string, turn: Color | null, check = false): string {
  const pieces = piecesOf(fen);
  const parts: string[] = [];
  if (turn) parts.push(tk(`read.toMove.${turn}`));
  if (turn && check) parts.push(tk(`read.inCheck.${turn}`));
  for (const color of ['white', 'black'] as Color[]) {
    const own = pieces.filter(piece => piece.color === color);
    const groups = ROLES.map(role => {
      const squares = own.filter(piece => piece.role === role).map(piece => piece.square).sort();
      if (squares.length === 0) return null;
      return t('read.group', { pieces: tk(`read.piece.${role}.${squares.length === 1 ? 'one' : 'many'}`),
        squares: listText(squares) });
    }).filter((group): group is string => group !== null);
    parts.push(t('read.side', { side: tk(`color.${color}.name`),
      pieces: groups.length ? groups.join('; ') : t('read.noPieces') }));
  }
  return parts.join(' ');
}

/** One file ("e") or rank ("4") in words: the occupied squares in order, then that the rest are empty. */
export function readLine(fen: string, line: string): string {
  const isFile = FILES.includes(line);
  const pieces = piecesOf(fen)
    .filter(piece => (isFile ? piece.square[0] : piece.square[1]) === line)
    .sort((a, b) => (isFile ? a.square[1]!.localeCompare(b.square[1]!) : a.square.localeCompare(b.square)));
  const name = t(isFile ? 'read.fileName' : 'read.rankName', { line });
  if (pieces.length === 0) return t('read.lineEmpty', { line: name });
  const squares = listText(pieces.map(piece => t('read.square', { square: piece.square,
    piece: tk(`read.colored.${piece.role}.${piece.color}`) })));
  return pieces.length === 8 ? t('read.lineFull', { line: name, squares })
    : t('read.line', { line: name, squares });
}

/**
 * The screen-reader command: "Leer la posición" (also Alt+R anywhere on the page) reads the whole position, or the
 * file or rank chosen, into a live region that is also shown. `position()` gives the FEN shown and whose turn.
 */
export class PositionReader {
  readonly element: HTMLElement;
  private readonly output = h('p', { class: 'readout', 'aria-live': 'polite', 'aria-atomic': 'true',
    'data-testid': 'readout' });
  private readonly which: HTMLSelectElement;

  constructor(private readonly position: () => { fen: string; turn: Color | null; check: boolean } | null) {
    const id = uniqueId('read-which');
    this.which = h('select', { id, 'data-testid': 'read-which' },
      h('option', { value: 'all' }, t('read.all')),
      FILES.map(file => h('option', { value: file }, t('read.fileName', { line: file }))),
      ['1', '2', '3', '4', '5', '6', '7', '8'].map(rank => h('option', { value: rank }, t('read.rankName', { line: rank }))));
    const button = h('button', { type: 'button', class: 'secondary', 'data-testid': 'read-position',
      'aria-keyshortcuts': 'Alt+R', onclick: () => this.read(this.which.value) }, t('read.button'));
    this.element = h('details', { class: 'position-reader' },
      h('summary', null, t('read.title')),
      h('div', { class: 'move-form-row' }, h('label', { for: id, class: 'visually-hidden' }, t('read.what')),
        this.which, button),
      h('p', { class: 'hint' }, t('read.hint')),
      this.output);
  }

  /** Reads the whole position ('all'), a file ('a'–'h') or a rank ('1'–'8'). */
  read(what: string): void {
    const shown = this.position();
    if (!shown) return;
    const text = what === 'all' ? readPosition(shown.fen, shown.turn, shown.check) : readLine(shown.fen, what);
    // Cleared first, so reading the same thing twice is spoken twice.
    replaceChildren(this.output);
    window.setTimeout(() => { this.output.textContent = text; }, 30);
  }

  /** Alt+R: read the whole position (the panel opens, so the words are seen too). */
  onKey(event: KeyboardEvent): boolean {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.key.toLowerCase() !== 'r' && event.code !== 'KeyR') {
      return false;
    }
    event.preventDefault();
    (this.element as HTMLDetailsElement).open = true;
    this.read('all');
    return true;
  }
}
