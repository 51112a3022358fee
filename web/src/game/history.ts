// The positions of a game's earlier plies, for stepping back through the move list.
//
// The server sends the FEN after every move (MoveText.fen); this only reads the piece placement out of it. No move
// is replayed and no rule is applied here.
import { read } from '@lichess-org/chessground/fen';
import type { Key, Role } from '@lichess-org/chessground/types';
import type { Color, MoveText } from '../api';

export interface Snapshot {
  /** The piece placement (FEN's first field), all chessground needs to draw. */
  placement: string;
  turn: Color;
  lastMove: [string, string] | null;
  check: boolean;
}

export function snapshots(startFen: string, moves: ReadonlyArray<MoveText>): Snapshot[] {
  const list: Snapshot[] = [snapshot(startFen, null, false)];
  for (const move of moves) {
    list.push(snapshot(move.fen, [move.uci.slice(0, 2), move.uci.slice(2, 4)], /[+#]/.test(move.san)));
  }
  return list;
}

function snapshot(fen: string, lastMove: [string, string] | null, check: boolean): Snapshot {
  const [placement = '8/8/8/8/8/8/8/8', turn = 'w'] = fen.split(' ');
  return { placement, turn: turn === 'b' ? 'black' : 'white', lastMove, check };
}

const LETTER: Record<Role, string> = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };

/** The colour of the piece on `square` in a FEN's placement, for telling a click on one's own piece. */
export function colorAt(fen: string, square: string): Color | null {
  return read(fen).get(square as Key)?.color ?? null;
}

/** The piece letter on `square` in a FEN's placement (upper case white), or null. */
export function pieceAt(fen: string, square: string): string | null {
  const piece = read(fen).get(square as Key);
  if (!piece) return null;
  const letter = LETTER[piece.role];
  return piece.color === 'white' ? letter.toUpperCase() : letter;
}

/**
 * The number of half-move `ply` (1 for the first) of a game or line starting from `fen`, as a move list writes it:
 * "12." before White's move, "12…" before Black's.
 */
export function moveNumber(fen: string, ply: number): { number: number; white: boolean; text: string } {
  const [, turn = 'w', , , , fullmove = '1'] = fen.split(' ');
  const slot = ply - 1 + (turn === 'b' ? 1 : 0);
  const number = (Number(fullmove) || 1) + Math.floor(slot / 2);
  const white = slot % 2 === 0;
  return { number, white, text: `${number}${white ? '.' : '…'}` };
}
