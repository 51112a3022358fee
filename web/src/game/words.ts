// Turns the server's facts (SAN moves, terminations, illegal-move reasons) into words in the UI's language.
import type { Color, IllegalMoveReason, Termination } from '../api';
import { hasKey, t, tk } from '../i18n';

export type Role = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

const ROLE_BY_LETTER: Record<string, Role> = {
  K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn',
};

const SAN_PATTERN = /^([KQRBN])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=([QRBN]))?([+#])?[!?]*$/;
const CASTLING_PATTERN = /^(O-O(?:-O)?|0-0(?:-0)?)([+#])?[!?]*$/;

/**
 * A move said in words, e.g. "Caballo a f3, jaque" / "Knight to f3, check"; `enPassant` (a pawn taking a pawn that
 * has just passed, which SAN does not mark) adds ", al paso".
 */
export function sayMove(san: string, enPassant = false): string {
  const castling = CASTLING_PATTERN.exec(san);
  if (castling) {
    const long = castling[1]!.length > 3;
    return t(long ? 'say.castleQueenside' : 'say.castleKingside') + suffix(castling[2]);
  }
  const match = SAN_PATTERN.exec(san);
  if (!match) return san;
  const role = ROLE_BY_LETTER[match[1] ?? 'P']!;
  const piece = tk(`say.${role}`);
  const square = match[5]!;
  let text = match[4] ? t('say.capture', { piece, square }) : t('say.move', { piece, square });
  if (match[6]) text += t('say.promotes', { piece: tk(`piece.${ROLE_BY_LETTER[match[6]]!}`) });
  if (enPassant) text += t('say.enPassant');
  return text + suffix(match[7]);
}

function suffix(mark: string | undefined): string {
  if (mark === '#') return t('say.mate');
  if (mark === '+') return t('say.check');
  return '';
}

/** The result of a finished game in words, e.g. "Jaque mate: ganan las blancas". */
export function endText(termination: Termination | null, result: string | null): string {
  const winner: Color | null = result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
  if (termination) {
    const decisive = `end.${termination}.${winner ?? 'none'}`;
    if (winner && hasKey(decisive)) return tk(decisive);
    if (hasKey(`end.${termination}`)) return tk(`end.${termination}`);
  }
  return t('end.unknown', { result: result ?? '*' });
}

/** A piece as the server names it ("B", "b", "bishop", "white-bishop", {type}) → its role. */
export function roleOf(piece: unknown): Role | null {
  if (piece && typeof piece === 'object') {
    const record = piece as Record<string, unknown>;
    return roleOf(record['type'] ?? record['role'] ?? record['kind']);
  }
  if (typeof piece !== 'string' || piece.length === 0) return null;
  if (piece.length === 1) return ROLE_BY_LETTER[piece.toUpperCase()] ?? null;
  const word = piece.toLowerCase().split(/[-_ ]/).pop() ?? '';
  return (['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'] as Role[]).find(role => role === word) ?? null;
}

function square(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'square' in value) return String((value as { square: unknown }).square);
  return '?';
}

/**
 * Why a move is illegal, in words, e.g. "Tu rey quedaría en jaque del alfil de b5". Unknown codes fall back to
 * the server's own message, so a new rule in the core never shows a blank.
 */
export function reasonText(reason: IllegalMoveReason, serverMessage: string): string {
  const key = `reason.${reason.code}`;
  if (!hasKey(key)) return serverMessage;
  const role = roleOf(reason.attackerPiece ?? reason.piece);
  const params: Record<string, string> = {
    square: square(reason.square),
    from: square(reason.from),
    to: square(reason.to),
    target: square(reason.target),
    blocker: square(reason.blocker),
    king: square(reason.king),
    attacker: square(reason.attacker),
    piece: role ? tk(`piece.${role}`) : '',
    Piece: role ? tk(`say.${role}`) : '',
    ThePiece: role ? tk(`pieceThe.${role}`) : '',
    ofPiece: role ? tk(`pieceOf.${role}`) : '',
    side: t(reason.kingside === false ? 'reason.queenside' : 'reason.kingside'),
    // How the piece does move, for a move it cannot make ("salta en L, dos casillas en línea recta y una de lado").
    how: tk(`reason.how.${role ?? 'unknown'}`),
  };
  return tk(key, params);
}

/**
 * Why a move is refused, with the Laws' article: "En e2 ya hay una pieza tuya (Leyes de la FIDE, art. 3.1)." The
 * sentence's stop comes after the parenthesis, as the article belongs to it.
 */
export function refusalText(reason: IllegalMoveReason, message: string): string {
  return `${reasonText(reason, message).replace(/\.$/, '')} (${articleText(reason.fideArticle)}).`;
}

/** "FIDE, art. 3.9" in the UI's language. */
export function articleText(article: string): string {
  return t('reason.article', { article });
}
