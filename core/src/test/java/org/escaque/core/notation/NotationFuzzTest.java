package org.escaque.core.notation;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.escaque.core.Fen;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/**
 * Property tests with generated garbage and mutated valid input: the FEN, SAN and UCI parsers only ever
 * throw their documented errors, and never hang. The time bound guards against hangs; it is not a speed test.
 */
class NotationFuzzTest {

    private static final String ALPHABET = "pnbrqkPNBRQK12345678abcdefghx=+#-/ wO0:.!?e\t\u00e9\u0000";
    private static final int CASES = 20_000;

    @Test
    void fenParserOnlyThrowsInvalidPosition() {
        Random random = new Random(1);
        List<String> seeds = validFens(random);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < CASES; i++) {
                String text = i % 4 == 0 ? garbage(random) : mutate(seeds.get(random.nextInt(seeds.size())), random);
                try {
                    Position position = Fen.parse(text);
                    Fen.parse(position.fen());
                } catch (InvalidPositionException expected) {
                    // documented error
                } catch (RuntimeException e) {
                    fail("FEN '" + text + "' threw " + e, e);
                }
            }
        });
    }

    @Test
    void sanAndUciParsersOnlyThrowDocumentedErrors() {
        Random random = new Random(2);
        List<String> fens = validFens(random);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < CASES; i++) {
                Position position = Fen.parse(fens.get(random.nextInt(fens.size())));
                List<Move> legal = position.legalMoves();
                String seed = legal.isEmpty() ? "e4" : San.format(position, legal.get(random.nextInt(legal.size())));
                String text = i % 3 == 0 ? garbage(random) : mutate(seed, random);
                try {
                    San.parse(position, text);
                } catch (SanException expected) {
                    // documented error
                } catch (RuntimeException e) {
                    fail("SAN '" + text + "' in " + position.fen() + " threw " + e, e);
                }
                String uci = i % 3 == 0 ? garbage(random) : mutate(legal.isEmpty() ? "e2e4" : legal.get(0).toString(), random);
                try {
                    UciMove.parse(position, uci);
                } catch (NotationException | IllegalMoveException expected) {
                    // documented errors
                } catch (RuntimeException e) {
                    fail("UCI '" + uci + "' in " + position.fen() + " threw " + e, e);
                }
            }
        });
    }

    private static List<String> validFens(Random random) {
        List<String> fens = new ArrayList<>();
        for (int game = 0; game < 40; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 60 && position.hasLegalMove(); ply++) {
                fens.add(position.fen());
                List<Move> moves = position.legalMoves();
                try {
                    position = position.play(moves.get(random.nextInt(moves.size())));
                } catch (IllegalMoveException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return fens;
    }

    static String garbage(Random random) {
        int length = random.nextInt(random.nextInt(10) == 0 ? 400 : 30);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(random.nextInt(20) == 0 ? (char) random.nextInt(0x3000) : ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }

    static String mutate(String seed, Random random) {
        StringBuilder text = new StringBuilder(seed);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(4)) {
                case 0 -> text.insert(at, c);
                case 1 -> {
                    if (text.length() > 0) {
                        text.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (text.length() > 0) {
                        text.setCharAt(at, c);
                    }
                }
                default -> text.setLength(at);
            }
        }
        return text.toString();
    }
}
