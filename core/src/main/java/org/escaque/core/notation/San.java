package org.escaque.core.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.escaque.core.Move;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Square;
import org.escaque.core.notation.SanException.Problem;

/**
 * Standard Algebraic Notation (PGN standard 8.2.3; FIDE Appendix C) with English piece letters K Q R B N.
 * Writing gives minimal disambiguation (a rival that cannot legally make the move, such as a pinned piece,
 * does not count) and {@code +}/{@code #}. Reading also takes {@code 0-0}, {@code e8Q}, over-disambiguated
 * moves ({@code Nfe4}), {@code exd6 e.p.}, {@code :} for captures and trailing {@code + # ! ?}.
 */
public final class San {

    private static final Pattern MOVE = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([NBRQ]))?");
    private static final int MAX_LENGTH = 20;

    private San() {
    }

    /** The SAN of a legal move in a position. */
    public static String format(Position position, Move move) {
        StringBuilder san = new StringBuilder(8);
        Piece piece = position.pieceAt(move.from()).orElseThrow(
                () -> new IllegalArgumentException("no piece on " + move.from()));
        if (move.isCastling()) {
            san.append(move.to().file() > move.from().file() ? "O-O" : "O-O-O");
        } else {
            boolean capture = move.isEnPassant() || position.pieceAt(move.to()).isPresent();
            if (piece.type() == PieceType.PAWN) {
                if (capture) {
                    san.append((char) ('a' + move.from().file()));
                }
            } else {
                san.append(piece.type().sanLetter());
                appendDisambiguation(san, position, move, piece.type());
            }
            if (capture) {
                san.append('x');
            }
            san.append(move.to().id());
            move.promotionPiece().ifPresent(p -> san.append('=').append(p.sanLetter()));
        }
        Position after = playLegal(position, move);
        if (after.isCheck()) {
            san.append(after.hasLegalMove() ? '+' : '#');
        }
        return san.toString();
    }

    private static void appendDisambiguation(StringBuilder san, Position position, Move move, PieceType type) {
        boolean rival = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : position.legalMoves()) {
            if (other.to() == move.to() && other.from() != move.from() && !other.isCastling()
                    && position.pieceAt(other.from()).map(Piece::type).orElse(null) == type) {
                rival = true;
                sameFile |= other.from().file() == move.from().file();
                sameRank |= other.from().rank() == move.from().rank();
            }
        }
        if (!rival) {
            return;
        }
        if (!sameFile) {
            san.append((char) ('a' + move.from().file()));
        } else if (!sameRank) {
            san.append((char) ('1' + move.from().rank()));
        } else {
            san.append(move.from().id());
        }
    }

    /** The one legal move that SAN text names; {@link SanException} says if it is malformed, illegal or ambiguous. */
    public static Move parse(Position position, String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_LENGTH) {
            throw new SanException(Problem.SYNTAX, text, "expected a move such as Nf3, exd5, O-O or e8=Q");
        }
        String core = stripSuffixes(text);
        if (core.equals("O-O") || core.equals("0-0") || core.equals("O-O-O") || core.equals("0-0-0")) {
            boolean kingside = core.length() == 3;
            for (Move move : position.legalMoves()) {
                if (move.isCastling() && (move.to().file() > move.from().file()) == kingside) {
                    return move;
                }
            }
            throw new SanException(Problem.ILLEGAL, text, (kingside ? "castling kingside" : "castling queenside")
                    + " is not legal here");
        }
        Matcher m = MOVE.matcher(core);
        if (!m.matches()) {
            throw new SanException(Problem.SYNTAX, text, "expected a move such as Nf3, exd5, O-O or e8=Q");
        }
        PieceType type = m.group(1) == null ? PieceType.PAWN : PieceType.fromLetter(m.group(1).charAt(0)).orElseThrow();
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        Square to = Square.parse(m.group(5)).orElseThrow();
        Optional<PieceType> promotion = m.group(6) == null ? Optional.empty()
                : PieceType.fromLetter(m.group(6).charAt(0));
        if (type == PieceType.PAWN && m.group(4) == null && fromFile < 0) {
            fromFile = to.file();
        }
        List<Move> matches = new ArrayList<>(2);
        boolean needsPromotion = false;
        for (Move move : position.legalMoves()) {
            if (move.to() != to || move.isCastling()
                    || position.pieceAt(move.from()).map(Piece::type).orElse(null) != type
                    || (fromFile >= 0 && move.from().file() != fromFile)
                    || (fromRank >= 0 && move.from().rank() != fromRank)) {
                continue;
            }
            if (!move.promotionPiece().equals(promotion)) {
                needsPromotion |= move.isPromotion() && promotion.isEmpty();
                continue;
            }
            matches.add(move);
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            throw new SanException(Problem.ILLEGAL, text, needsPromotion
                    ? "a pawn reaching the last rank must promote: add =Q, =R, =B or =N"
                    : "no legal move matches it in this position");
        }
        StringBuilder candidates = new StringBuilder();
        for (Move move : matches) {
            candidates.append(candidates.length() == 0 ? "" : ", ").append(format(position, move));
        }
        throw new SanException(Problem.AMBIGUOUS, text, "it could be " + candidates);
    }

    private static String stripSuffixes(String text) {
        String core = text.strip();
        if (core.endsWith("e.p.")) {
            core = core.substring(0, core.length() - 4).strip();
        }
        int end = core.length();
        while (end > 0 && "+#!?".indexOf(core.charAt(end - 1)) >= 0) {
            end--;
        }
        return core.substring(0, end);
    }

    private static Position playLegal(Position position, Move move) {
        try {
            return position.play(move);
        } catch (org.escaque.core.IllegalMoveException e) {
            throw new IllegalArgumentException("not a legal move: " + move, e);
        }
    }
}
