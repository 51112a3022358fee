package org.escaque.core.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.escaque.core.IllegalMoveException;
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

    /**
     * SAN as a person may type it: strict SAN first; then, when that names no legal move, the same text with the
     * squares in lower case and the piece letter in upper case ({@code NF3}, {@code E5}, {@code exD5}), with a
     * pawn's letter dropped ({@code Pe4}, {@code Pexd5}), the promotion piece in upper case ({@code e8=q}) and
     * castling with letter o ({@code o-o}). A reading is taken only when every way of reading the text names the
     * same legal move. A well-formed move that is illegal, where the text names one piece of the side to move (the
     * only king for {@code Ke2}, the e-pawn for {@code e5}), is refused with the rule that forbids it.
     *
     * @throws IllegalMoveException when the text names one piece and a square it may not go to: the rule
     * @throws SanException otherwise: unreadable, no legal move and no single piece named, or more than one move
     */
    public static Move parseLenient(Position position, String text) throws IllegalMoveException {
        SanException strict;
        try {
            return parse(position, text);
        } catch (SanException e) {
            strict = e;
        }
        String typed = text == null ? "" : text.strip().replaceAll("\\s+", "");
        if (typed.isEmpty() || typed.length() > MAX_LENGTH) {
            throw strict;
        }
        List<String> readings = new ArrayList<>(List.of(typed));
        for (String reading : lenientReadings(typed)) {
            if (!readings.contains(reading)) {
                readings.add(reading);
            }
        }
        List<Move> moves = new ArrayList<>(2);
        SanException readable = strict.problem() == Problem.SYNTAX ? null : strict;
        String readableText = readable == null ? null : typed;
        for (String reading : readings) {
            try {
                Move move = parse(position, reading);
                if (!moves.contains(move)) {
                    moves.add(move);
                }
            } catch (SanException e) {
                if (readable == null && e.problem() != Problem.SYNTAX) {
                    readable = e;
                    readableText = reading;
                }
            }
        }
        if (moves.size() == 1) {
            return moves.get(0);
        }
        if (moves.size() > 1) {
            StringBuilder candidates = new StringBuilder();
            for (Move move : moves) {
                candidates.append(candidates.length() == 0 ? "" : ", ").append(format(position, move));
            }
            throw new SanException(Problem.AMBIGUOUS, text, "it could be " + candidates);
        }
        if (readable == null) {
            throw strict;
        }
        if (readable.problem() == Problem.ILLEGAL) {
            Optional<Intent> intended = intended(position, readableText);
            if (intended.isPresent()) {
                Intent intent = intended.get();
                // Throws the rule that forbids it; it cannot succeed, since no legal move matched the text.
                position.move(intent.from(), intent.to(), intent.promotion());
            }
        }
        throw new SanException(readable.problem(), text, readable.reason());
    }

    /** The ways of reading typed text other than as written (see {@link #parseLenient}). */
    private static List<String> lenientReadings(String typed) {
        List<String> readings = new ArrayList<>(4);
        if (typed.replace('o', 'O').matches("O-O(-O)?[+#!?]*")) {
            readings.add(typed.replace('o', 'O'));
        }
        // The first letter as a piece, the rest in lower case: NF3, KE2, BXC4.
        readings.add(promotionUpper(typed.charAt(0) + typed.substring(1).toLowerCase(java.util.Locale.ROOT)));
        // A piece letter in lower case: nf3.
        if ("nbrqk".indexOf(typed.charAt(0)) >= 0) {
            readings.add(promotionUpper(Character.toUpperCase(typed.charAt(0))
                    + typed.substring(1).toLowerCase(java.util.Locale.ROOT)));
        }
        // Everything in lower case: E5, EXD5.
        String lower = typed.toLowerCase(java.util.Locale.ROOT);
        readings.add(promotionUpper(lower));
        // A pawn's letter: Pe4, PE4, Pexd5.
        if (lower.length() > 2 && lower.charAt(0) == 'p') {
            readings.add(promotionUpper(lower.substring(1)));
        }
        return readings;
    }

    /** The letter after '=' (or after a last-rank square, as in e8q) in upper case. */
    private static String promotionUpper(String text) {
        Matcher m = Pattern.compile("([a-h][18])(=?)([nbrq])").matcher(text);
        return m.find() ? text.substring(0, m.start()) + m.group(1) + m.group(2)
                + Character.toUpperCase(m.group(3).charAt(0)) + text.substring(m.end()) : text;
    }

    /**
     * The from-square and target that well-formed SAN names when exactly one piece of the side to move fits it
     * (its type, and the file or rank given); empty when none or several do.
     */
    private static Optional<Intent> intended(Position position, String text) {
        String core = stripSuffixes(text);
        Square kingSquare = position.kingSquare(position.turn());
        if (core.equals("O-O") || core.equals("0-0") || core.equals("O-O-O") || core.equals("0-0-0")) {
            int rank = kingSquare.rank();
            int file = core.length() == 3 ? 6 : 2;
            return Optional.of(new Intent(kingSquare, Square.of(file, rank), Optional.empty()));
        }
        Matcher m = MOVE.matcher(core);
        if (!m.matches()) {
            return Optional.empty();
        }
        PieceType type = m.group(1) == null ? PieceType.PAWN : PieceType.fromLetter(m.group(1).charAt(0)).orElseThrow();
        Square to = Square.parse(m.group(5)).orElseThrow();
        int fromFile = m.group(2) == null ? (type == PieceType.PAWN && m.group(4) == null ? to.file() : -1)
                : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        Square from = null;
        for (Square square : Square.values()) {
            Optional<Piece> piece = position.pieceAt(square);
            if (piece.isEmpty() || piece.get().color() != position.turn() || piece.get().type() != type
                    || (fromFile >= 0 && square.file() != fromFile) || (fromRank >= 0 && square.rank() != fromRank)
                    || square == to) {
                continue;
            }
            if (from != null) {
                return Optional.empty();
            }
            from = square;
        }
        Optional<PieceType> promotion = m.group(6) == null ? Optional.empty()
                : PieceType.fromLetter(m.group(6).charAt(0));
        return from == null ? Optional.empty() : Optional.of(new Intent(from, to, promotion));
    }

    /** A from/to (and promotion) that text names, legal or not. */
    private record Intent(Square from, Square to, Optional<PieceType> promotion) {
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
