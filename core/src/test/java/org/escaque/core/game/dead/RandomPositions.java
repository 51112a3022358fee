package org.escaque.core.game.dead;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.escaque.core.Board;
import org.escaque.core.CastlingRights;
import org.escaque.core.Color;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.MoveGenerator;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.Setup;
import org.escaque.core.Square;

/** Test positions from a seed: from random games, with locked pawn pairs, and with a few pieces. */
final class RandomPositions {

    private static final PieceType[] PIECES = {PieceType.PAWN, PieceType.KNIGHT, PieceType.BISHOP, PieceType.BISHOP,
        PieceType.ROOK, PieceType.QUEEN};

    private final Random random;

    RandomPositions(long seed) {
        random = new Random(seed);
    }

    /** Every {@code every}-th position of a game of random legal moves (at most 400 plies). */
    List<Position> fromRandomGame(int every) {
        List<Position> positions = new ArrayList<>();
        Board board = Position.initial().board();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int ply = 0; ply < 400; ply++) {
            int n = MoveGenerator.generate(board, moves);
            if (ply % every == 0) {
                positions.add(Position.fromBoard(board));
            }
            if (n == 0 || board.halfmoveClock() >= 150) {
                break;
            }
            board.play(moves[random.nextInt(n)]);
        }
        return positions;
    }

    /** Two to eight locked pawn pairs, the kings anywhere and up to three other pieces; empty if not legal. */
    Optional<Position> locked() {
        Map<Square, Piece> pieces = new EnumMap<>(Square.class);
        List<Integer> files = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7));
        Collections.shuffle(files, random);
        for (int i = 2 + random.nextInt(7); i > 0; i--) {
            int file = files.get(i - 1);
            int rank = 1 + random.nextInt(5);
            pieces.put(Square.of(file, rank), Piece.of(Color.WHITE, PieceType.PAWN));
            pieces.put(Square.of(file, rank + 1), Piece.of(Color.BLACK, PieceType.PAWN));
        }
        return withKingsAnd(pieces, random.nextInt(4));
    }

    /**
     * A chain of locked pawn pairs across the board on every other file, the kings on either side of it and up to
     * three other pieces (mostly bishops) anywhere; empty if not legal.
     */
    Optional<Position> chain() {
        Map<Square, Piece> pieces = new EnumMap<>(Square.class);
        int rank = 2 + random.nextInt(3);
        for (int file = random.nextInt(2); file < 8; file += 2) {
            pieces.put(Square.of(file, rank), Piece.of(Color.WHITE, PieceType.PAWN));
            pieces.put(Square.of(file, rank + 1), Piece.of(Color.BLACK, PieceType.PAWN));
        }
        placeBetween(pieces, Piece.of(Color.WHITE, PieceType.KING), 0, rank - 1);
        placeBetween(pieces, Piece.of(Color.BLACK, PieceType.KING), rank + 2, 7);
        for (int i = random.nextInt(4); i > 0; i--) {
            Color color = random.nextBoolean() ? Color.WHITE : Color.BLACK;
            PieceType type = random.nextInt(4) == 0 ? PIECES[random.nextInt(PIECES.length)] : PieceType.BISHOP;
            place(pieces, Piece.of(color, type));
        }
        return legal(pieces);
    }

    /** The kings and one to four other pieces or pawns; empty if not legal. */
    Optional<Position> sparse() {
        return withKingsAnd(new EnumMap<>(Square.class), 1 + random.nextInt(4));
    }

    private Optional<Position> withKingsAnd(Map<Square, Piece> pieces, int extras) {
        place(pieces, Piece.of(Color.WHITE, PieceType.KING));
        place(pieces, Piece.of(Color.BLACK, PieceType.KING));
        for (int i = 0; i < extras; i++) {
            Color color = random.nextBoolean() ? Color.WHITE : Color.BLACK;
            place(pieces, Piece.of(color, PIECES[random.nextInt(PIECES.length)]));
        }
        return legal(pieces);
    }

    private Optional<Position> legal(Map<Square, Piece> pieces) {
        Color turn = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        try {
            return Optional.of(Position.of(new Setup(pieces, turn, CastlingRights.NONE, Optional.empty(), 0, 1)));
        } catch (InvalidPositionException e) {
            return Optional.empty();
        }
    }

    private void place(Map<Square, Piece> pieces, Piece piece) {
        placeBetween(pieces, piece, 0, 7);
    }

    private void placeBetween(Map<Square, Piece> pieces, Piece piece, int lowRank, int highRank) {
        while (true) {
            Square square = Square.of(random.nextInt(8), lowRank + random.nextInt(highRank - lowRank + 1));
            boolean backRank = square.rank() == 0 || square.rank() == 7;
            if (!pieces.containsKey(square) && !(piece.type() == PieceType.PAWN && backRank)) {
                pieces.put(square, piece);
                return;
            }
        }
    }
}
