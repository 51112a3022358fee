package org.escaque.core;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.CastlingRights;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.InvalidPositionException.Field;
import org.escaque.core.InvalidPositionException.Problem;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Setup;
import org.escaque.core.Square;

/**
 * Forsyth-Edwards Notation (PGN standard, section 16.1). Reading accepts the six fields, or the first four
 * (as in EPD), with the counters then 0 and 1. Writing always gives six fields and prints the en-passant
 * square only when an en-passant capture is legal.
 */
public final class Fen {

    /** The FEN of the starting position. */
    public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final int MAX_LENGTH = 200;

    private Fen() {
    }

    /** Parses and validates; errors name the field and the reason ({@link InvalidPositionException}). */
    public static Position parse(String text) {
        return Position.of(parseSetup(text));
    }

    /** Reads the fields without checking that they make a legal position. */
    public static Setup parseSetup(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidPositionException(Field.SYNTAX, Problem.EMPTY, "empty");
        }
        if (text.length() > MAX_LENGTH) {
            throw new InvalidPositionException(Field.SYNTAX, Problem.TOO_LONG, "longer than " + MAX_LENGTH + " characters",
                    "max", String.valueOf(MAX_LENGTH));
        }
        String[] fields = fields(text.strip());
        if (fields.length != 4 && fields.length != 6) {
            throw new InvalidPositionException(Field.SYNTAX, Problem.FIELD_COUNT,
                    "expected 6 fields separated by spaces (or 4), found " + fields.length,
                    "count", String.valueOf(fields.length));
        }
        Map<Square, Piece> pieces = parsePlacement(fields[0]);
        Color turn = switch (fields[1]) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> throw new InvalidPositionException(Field.ACTIVE_COLOR, Problem.TURN_LETTER,
                    "'" + fields[1] + "' is not 'w' or 'b'", "text", fields[1]);
        };
        CastlingRights castling = parseCastling(fields[2]);
        Optional<Square> enPassant = Optional.empty();
        if (!fields[3].equals("-")) {
            enPassant = Square.parse(fields[3]);
            if (enPassant.isEmpty()) {
                throw new InvalidPositionException(Field.EN_PASSANT, Problem.EN_PASSANT_TEXT,
                        "'" + fields[3] + "' is not '-' or a square", "text", fields[3]);
            }
        }
        int halfmove = fields.length == 6 ? parseCounter(fields[4], Field.HALFMOVE_CLOCK) : 0;
        int fullmove = fields.length == 6 ? parseCounter(fields[5], Field.FULLMOVE_NUMBER) : 1;
        return new Setup(pieces, turn, castling, enPassant, halfmove, fullmove);
    }

    private static Map<Square, Piece> parsePlacement(String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new InvalidPositionException(Field.PLACEMENT, Problem.RANK_COUNT,
                    "expected 8 ranks separated by '/', found " + ranks.length, "count", String.valueOf(ranks.length));
        }
        Map<Square, Piece> pieces = new EnumMap<>(Square.class);
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Optional<PieceType> type = PieceType.fromLetter(c);
                    if (type.isEmpty() || !Character.isLetter(c)) {
                        throw new InvalidPositionException(Field.PLACEMENT, Problem.PIECE_LETTER, "'" + c + "' on rank "
                                + (rank + 1) + " is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8",
                                "character", String.valueOf(c), "rank", String.valueOf(rank + 1));
                    }
                    if (file < 8) {
                        Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
                        pieces.put(Square.of(file, rank), Piece.of(color, type.get()));
                    }
                    file++;
                }
                if (file > 8) {
                    break;
                }
            }
            if (file != 8) {
                throw new InvalidPositionException(Field.PLACEMENT, Problem.RANK_LENGTH, "rank " + (rank + 1)
                        + " describes " + file + " squares instead of 8", "rank", String.valueOf(rank + 1),
                        "count", String.valueOf(file));
            }
        }
        return pieces;
    }

    private static CastlingRights parseCastling(String field) {
        if (field.equals("-")) {
            return CastlingRights.NONE;
        }
        boolean[] seen = new boolean[4];
        for (char c : field.toCharArray()) {
            int index = "KQkq".indexOf(c);
            if (index < 0) {
                throw new InvalidPositionException(Field.CASTLING, Problem.CASTLING_LETTER,
                        "'" + c + "' is not one of K, Q, k, q", "character", String.valueOf(c));
            }
            if (seen[index]) {
                throw new InvalidPositionException(Field.CASTLING, Problem.CASTLING_TWICE, "'" + c + "' appears twice",
                        "character", String.valueOf(c));
            }
            seen[index] = true;
        }
        return new CastlingRights(seen[0], seen[1], seen[2], seen[3]);
    }

    private static int parseCounter(String field, Field which) {
        if (field.isEmpty() || field.length() > 6 || !isDigits(field)) {
            throw new InvalidPositionException(which, Problem.COUNTER_TEXT,
                    "'" + field + "' is not a whole number from 0 to 999999", "text", field);
        }
        return Integer.parseInt(field);
    }

    // Fields and counters are read by hand: a regular expression would cost the perft command's start-up more
    // than the rest of reading a FEN.

    /** The runs of characters between whitespace (space, tab, line feed, vertical tab, form feed, return). */
    private static String[] fields(String text) {
        List<String> fields = new ArrayList<>(6);
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || isSpace(text.charAt(i));
            if (space && start >= 0) {
                fields.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return fields.toArray(new String[0]);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** Six-field FEN of a position. */
    public static String format(Position position) {
        StringBuilder text = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Optional<Piece> piece = position.pieceAt(Square.of(file, rank));
                if (piece.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(piece.get().fenLetter());
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        text.append(position.turn() == Color.WHITE ? " w " : " b ");
        text.append(position.castlingRights().fen()).append(' ');
        text.append(position.enPassantSquare().map(Square::id).orElse("-")).append(' ');
        text.append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return text.toString();
    }
}
