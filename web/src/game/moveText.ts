// Reads a move typed by the player (UCI or SAN) and finds it among the legal moves the server sent.
// It only matches notation against the server's destinations: it never decides what is legal.
import type { Color, GameState } from '../api';
import { pieceAt } from './history';

export type TypedMove =
  | { kind: 'move'; uci: string }
  | { kind: 'needs-promotion'; from: string; to: string }
  | { kind: 'ambiguous'; text: string }
  /** `san`: the text with English piece letters, for the server to read (leniently) and explain. */
  | { kind: 'no-match'; text: string; san: string }
  | { kind: 'unreadable'; text: string; san?: string }
  /** A well-formed UCI move that is not among the legal ones: sent anyway so the server says why. */
  | { kind: 'try'; uci: string };

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;
const SAN = /^([KQRBN])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBN]))?[+#!?]*$/;
const CASTLE = /^(?:O-O(-O)?|0-0(-0)?)[+#!?]*$/i;
/** Spanish piece letters that cannot be mistaken for English ones: Dama, Torre, Alfil, Caballo. */
const SPANISH_LETTERS: Record<string, string> = { D: 'Q', T: 'R', A: 'B', C: 'N' };

export function readTypedMove(input: string, state: GameState, spanishLetters: boolean): TypedMove {
  const text = input.trim().replace(/\s+/g, '');
  if (!text) return { kind: 'unreadable', text: input };
  const english = spanishLetters ? toEnglishLetters(text) : text;
  const uci = UCI.exec(text.toLowerCase());
  if (uci && text.length <= 5) {
    const [, from, to, promotion] = uci as unknown as [string, string, string, string | undefined];
    const legal = state.dests[from]?.includes(to) ?? false;
    if (legal && !promotion && reachesLastRank(state, from, to)) return { kind: 'needs-promotion', from, to };
    return legal ? { kind: 'move', uci: from + to + (promotion ?? '') } : { kind: 'try', uci: from + to + (promotion ?? '') };
  }
  const castle = CASTLE.exec(text);
  if (castle) return castling(state, castle[1] !== undefined || castle[2] !== undefined, text);
  const san = english;
  const match = SAN.exec(san);
  if (!match) return { kind: 'unreadable', text, san };
  const [, letter, file, rank, to, promotion] = match as unknown as [string, string | undefined, string | undefined,
    string | undefined, string, string | undefined];
  const role = letter ?? 'P';
  const candidates: string[] = [];
  for (const [from, targets] of Object.entries(state.dests)) {
    if (!targets.includes(to)) continue;
    const piece = pieceAt(state.fen, from);
    if (!piece || piece.toUpperCase() !== role || colorOf(piece) !== state.turn) continue;
    if (file && from[0] !== file) continue;
    if (rank && from[1] !== rank) continue;
    candidates.push(from);
  }
  if (candidates.length > 1) return { kind: 'ambiguous', text };
  const from = candidates[0];
  if (!from) return { kind: 'no-match', text, san };
  if (role === 'P' && reachesLastRank(state, from, to)) {
    return promotion ? { kind: 'move', uci: from + to + promotion.toLowerCase() } : { kind: 'needs-promotion', from, to };
  }
  return { kind: 'move', uci: from + to };
}

function castling(state: GameState, long: boolean, text: string): TypedMove {
  const rank = state.turn === 'white' ? '1' : '8';
  const king = Object.keys(state.dests).find(square => pieceAt(state.fen, square)?.toUpperCase() === 'K'
    && colorOf(pieceAt(state.fen, square)!) === state.turn);
  const target = (long ? 'c' : 'g') + rank;
  if (king && state.dests[king]?.includes(target)) return { kind: 'move', uci: king + target };
  return { kind: 'no-match', text, san: long ? 'O-O-O' : 'O-O' };
}

/** Spanish piece letters (D, T, A, C) as the English ones SAN uses. */
function toEnglishLetters(text: string): string {
  return text.replace(/^[DTAC]/, letter => SPANISH_LETTERS[letter]!).replace(/=([DTAC])/, (_, letter: string) =>
    '=' + SPANISH_LETTERS[letter]!);
}

function colorOf(piece: string): Color {
  return piece === piece.toUpperCase() ? 'white' : 'black';
}

/** A pawn arriving on the far rank: the player must pick the piece it becomes. */
export function reachesLastRank(state: Pick<GameState, 'fen'>, from: string, to: string): boolean {
  const piece = pieceAt(state.fen, from);
  if (!piece || piece.toUpperCase() !== 'P') return false;
  return to[1] === (piece === 'P' ? '8' : '1');
}
