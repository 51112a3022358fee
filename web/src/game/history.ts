// The positions of a game's earlier plies, for stepping back through the move list.
//
// The server has already judged every move; this only redraws them. When a move carries the FEN after it
// (MoveText.fen), that is used as is. Otherwise the pieces are moved mechanically by the move's UCI text, with the
// SAN telling castling apart; a pawn moving diagonally onto an empty square removes the pawn it passed (the
// server accepted the move, so that is what happened). No legality is decided here.
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
  const [startPlacement = '8/8/8/8/8/8/8/8', startTurn = 'w'] = startFen.split(' ');
  let board = parsePlacement(startPlacement);
  let turn: Color = startTurn === 'b' ? 'black' : 'white';
  const list: Snapshot[] = [{ placement: startPlacement, turn, lastMove: null, check: false }];
  for (const move of moves) {
    const from = move.uci.slice(0, 2);
    const to = move.uci.slice(2, 4);
    if (move.fen) {
      board = parsePlacement(move.fen.split(' ')[0] ?? '');
    } else {
      board = applyMove(board, move.uci, move.san);
    }
    turn = turn === 'white' ? 'black' : 'white';
    list.push({ placement: formatPlacement(board), turn, lastMove: [from, to], check: /[+#]/.test(move.san) });
  }
  return list;
}

function applyMove(before: Placement, uci: string, san: string): Placement {
  const board = new Map(before);
  const from = uci.slice(0, 2);
  const to = uci.slice(2, 4);
  const promotion = uci.slice(4, 5);
  const piece = board.get(from);
  if (!piece) return board;
  board.delete(from);
  if (san.startsWith('O-O')) {
    const rank = from[1]!;
    const kingside = to[0]! > from[0]!;
    const rookFrom = (kingside ? 'h' : 'a') + rank;
    const rookTo = (kingside ? 'f' : 'd') + rank;
    const rook = board.get(rookFrom);
    if (rook) {
      board.delete(rookFrom);
      board.set(rookTo, rook);
    }
  } else if (piece.toLowerCase() === 'p' && from[0] !== to[0] && !board.has(to)) {
    board.delete(to[0]! + from[1]!);
  }
  const isWhite = piece === piece.toUpperCase();
  board.set(to, promotion ? (isWhite ? promotion.toUpperCase() : promotion.toLowerCase()) : piece);
  return board;
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

function formatPlacement(board: Placement): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = board.get(String.fromCharCode(97 + file) + rank);
      if (piece) {
        if (empty) row += empty;
        empty = 0;
        row += piece;
      } else {
        empty += 1;
      }
    }
    rows.push(empty ? row + empty : row);
  }
  return rows.join('/');
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
