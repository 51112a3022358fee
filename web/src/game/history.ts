// The positions of a game's earlier plies, for stepping back through the move list.
//
// The server sends the FEN after every move (MoveText.fen); this only reads the piece placement out of it. No move
// is replayed and no rule is applied here.
import type { Color, MoveText } from '../api';

export interface Snapshot {
  /** The piece placement (FEN's first field), all chessground needs to draw. */
  placement: string;
  turn: Color;
  lastMove: [string, string] | null;
  check: boolean;
}

type Placement = Map<string, string>; // square → FEN letter

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

function parsePlacement(placement: string): Placement {
  const board: Placement = new Map();
  placement.split('/').forEach((row, index) => {
    const rank = 8 - index;
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) {
        file += Number(char);
      } else {
        board.set(String.fromCharCode(97 + file) + rank, char);
        file += 1;
      }
    }
  });
  return board;
}

/** The colour of the piece on `square` in a FEN's placement, for telling a click on one's own piece. */
export function colorAt(fen: string, square: string): Color | null {
  const piece = parsePlacement(fen.split(' ')[0] ?? '').get(square);
  if (!piece) return null;
  return piece === piece.toUpperCase() ? 'white' : 'black';
}

/** The piece letter on `square` in a FEN's placement (upper case white), or null. */
export function pieceAt(fen: string, square: string): string | null {
  return parsePlacement(fen.split(' ')[0] ?? '').get(square) ?? null;
}
