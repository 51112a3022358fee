package org.escaque.engine.book;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.Move;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.Square;

/**
 * A Polyglot opening book, read whole into memory.
 *
 * <p>The file is a run of 16-byte entries, every number big-endian: key (64 bits, see {@link PolyglotKey}),
 * move (16 bits), weight (16 bits), learn (32 bits, ignored), sorted by key as an unsigned number. The move
 * packs, from bit 0 up, the destination file and rank, the origin file and rank (3 bits each), and a
 * promotion piece (3 bits: 0 none, 1 knight, 2 bishop, 3 rook, 4 queen). Castling is written as the king
 * taking its own rook: e1h1, e1a1, e8h8, e8a8.
 *
 * <p>Entries are only ever turned into moves that are legal in the position asked about; anything else
 * (a key collision, a corrupt entry) is skipped. Immutable once opened, so one book may serve many threads.
 */
public final class PolyglotBook {

    private static final int ENTRY_BYTES = 16;
    private static final PieceType[] PROMOTIONS = {null, PieceType.KNIGHT, PieceType.BISHOP, PieceType.ROOK,
            PieceType.QUEEN};

    private final long[] keys;
    private final short[] moves;
    private final char[] weights;

    private PolyglotBook(long[] keys, short[] moves, char[] weights) {
        this.keys = keys;
        this.moves = moves;
        this.weights = weights;
    }

    /**
     * Reads the book at {@code path}. Throws {@link PolyglotBookException}, naming the file and the trouble, when
     * it is missing, unreadable, not a whole number of 16-byte entries, or not sorted by key.
     */
    public static PolyglotBook open(Path path) throws PolyglotBookException {
        if (Files.isDirectory(path)) {
            throw new PolyglotBookException(path, "is a directory, not a book file");
        }
        long size;
        try {
            size = Files.size(path);
        } catch (NoSuchFileException e) {
            throw new PolyglotBookException(path, "no such file", e);
        } catch (IOException e) {
            throw new PolyglotBookException(path, "cannot read it (" + e.getMessage() + ")", e);
        }
        if (size % ENTRY_BYTES != 0) {
            throw new PolyglotBookException(path, "is " + size + " bytes long, not a whole number of "
                    + ENTRY_BYTES + "-byte entries, so it is not a Polyglot book (or it is cut short)");
        }
        if (size / ENTRY_BYTES > Integer.MAX_VALUE - 8) {
            throw new PolyglotBookException(path, "is too large (" + size + " bytes)");
        }
        int count = (int) (size / ENTRY_BYTES);
        long[] keys = new long[count];
        short[] moves = new short[count];
        char[] weights = new char[count];
        try (InputStream file = Files.newInputStream(path);
                DataInputStream in = new DataInputStream(new BufferedInputStream(file, 1 << 16))) {
            for (int i = 0; i < count; i++) {
                keys[i] = in.readLong();
                moves[i] = in.readShort();
                weights[i] = in.readChar();
                in.readInt();
                if (i > 0 && Long.compareUnsigned(keys[i - 1], keys[i]) > 0) {
                    throw new PolyglotBookException(path, "entry " + i + " is out of key order, so it is not a "
                            + "Polyglot book (entries must be sorted by key)");
                }
            }
            if (in.read() >= 0) {
                throw new PolyglotBookException(path, "grew while it was being read");
            }
        } catch (PolyglotBookException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new PolyglotBookException(path, "no such file", e);
        } catch (AccessDeniedException e) {
            throw new PolyglotBookException(path, "permission denied", e);
        } catch (EOFException e) {
            throw new PolyglotBookException(path, "ended early (was it changed while being read?)", e);
        } catch (IOException e) {
            throw new PolyglotBookException(path, "cannot read it (" + e.getMessage() + ")", e);
        }
        return new PolyglotBook(keys, moves, weights);
    }

    /** Number of entries in the book. */
    public int size() {
        return keys.length;
    }

    /**
     * The legal moves the book gives for {@code position}, heaviest first (ties in book order), each move
     * once. Includes moves of weight 0, which {@link #pick} never plays. Empty when the position is not in
     * the book.
     */
    public List<BookMove> moves(Position position) {
        long key = PolyglotKey.of(position);
        int first = firstIndex(key);
        if (first < 0) {
            first = firstIndexWithIllegalEnPassant(position, key);
        }
        if (first < 0) {
            return List.of();
        }
        List<Move> legal = position.legalMoves();
        List<BookMove> found = new ArrayList<>();
        for (int i = first; i < keys.length && keys[i] == keys[first]; i++) {
            Move move = toLegalMove(position, legal, moves[i]);
            if (move != null && found.stream().noneMatch(b -> b.move().equals(move))) {
                found.add(new BookMove(move, weights[i]));
            }
        }
        found.sort(Comparator.comparingInt(BookMove::weight).reversed());
        return List.copyOf(found);
    }

    /**
     * A book move for {@code position} chosen at random, each with chance its weight over the sum of the
     * weights; moves of weight 0 are never chosen. Empty when the book has no such move.
     */
    public Optional<Move> pick(Position position, SeededRandom random) {
        List<BookMove> candidates = moves(position);
        long total = 0;
        for (BookMove candidate : candidates) {
            total += candidate.weight();
        }
        if (total == 0) {
            return Optional.empty();
        }
        long roll = random.nextLong(total);
        for (BookMove candidate : candidates) {
            roll -= candidate.weight();
            if (roll < 0) {
                return Optional.of(candidate.move());
            }
        }
        throw new AssertionError("weights sum to " + total);
    }

    /** Index of the first entry with {@code key}, or -1. */
    private int firstIndex(long key) {
        int low = 0;
        int high = keys.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (Long.compareUnsigned(keys[mid], key) < 0) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low < keys.length && keys[low] == key ? low : -1;
    }

    /**
     * Polyglot also keys in the en-passant file when the capture is possible but illegal (pinned pawn,
     * discovered check), which a {@link Position} forgets. When a pawn may just have advanced two squares
     * next to one of ours, the position has the same legal moves either way, so that key is tried too.
     */
    private int firstIndexWithIllegalEnPassant(Position position, long key) {
        if (position.enPassantSquare().isPresent() || position.halfmoveClock() != 0) {
            return -1;
        }
        Color us = position.turn();
        int rank = us == Color.WHITE ? 4 : 3;
        int step = us == Color.WHITE ? 1 : -1;
        Piece theirPawn = Piece.of(us.opponent(), PieceType.PAWN);
        Piece ourPawn = Piece.of(us, PieceType.PAWN);
        for (int file = 0; file < 8; file++) {
            boolean pushed = isAt(position, file, rank, theirPawn)
                    && position.pieceAt(Square.of(file, rank + step)).isEmpty()
                    && position.pieceAt(Square.of(file, rank + 2 * step)).isEmpty();
            boolean beside = isAt(position, file - 1, rank, ourPawn) || isAt(position, file + 1, rank, ourPawn);
            if (pushed && beside) {
                int index = firstIndex(PolyglotKey.withEnPassantFile(key, file));
                if (index >= 0) {
                    return index;
                }
            }
        }
        return -1;
    }

    private static boolean isAt(Position position, int file, int rank, Piece piece) {
        return file >= 0 && file < 8 && position.pieceAt(Square.of(file, rank)).filter(piece::equals).isPresent();
    }

    /** The legal move an entry's move field names, or null when it names none. */
    private static Move toLegalMove(Position position, List<Move> legal, short encoded) {
        int bits = encoded & 0xFFFF;
        int promotionCode = bits >>> 12 & 7;
        if (bits == 0 || bits >>> 15 != 0 || promotionCode >= PROMOTIONS.length) {
            return null;
        }
        Square to = Square.of(bits & 7, bits >>> 3 & 7);
        Square from = Square.of(bits >>> 6 & 7, bits >>> 9 & 7);
        PieceType promotion = PROMOTIONS[promotionCode];
        Color us = position.turn();
        Square home = us == Color.WHITE ? Square.E1 : Square.E8;
        if (from == home && to.rank() == home.rank() && (to.file() == 0 || to.file() == 7)
                && position.pieceAt(from).filter(Piece.of(us, PieceType.KING)::equals).isPresent()) {
            // castling, written as the king taking its rook; the core writes the king's destination
            to = Square.of(to.file() == 7 ? 6 : 2, home.rank());
        }
        for (Move move : legal) {
            if (move.from() == from && move.to() == to && move.promotion() == promotion) {
                return move;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "PolyglotBook[" + keys.length + " entries]";
    }
}
