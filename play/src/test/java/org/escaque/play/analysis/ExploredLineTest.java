package org.escaque.play.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.escaque.core.Position;
import org.escaque.engine.Engine;
import org.junit.jupiter.api.Test;

/** A line tried from a game's position: core reads each move, writes its SAN, and says how the board ends play. */
final class ExploredLineTest {

    private static final String START = Position.initial().fen();

    @Test
    void eachMoveHasItsSanAndTheFenAfterIt() {
        ExploredLine line = ExploredLine.of(START, List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5"));
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"),
                line.steps().stream().map(ExploredLine.Step::san).toList());
        assertEquals("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", line.end().fen());
        assertEquals(line.end().fen(), line.steps().get(4).fen());
        assertNull(line.ending());
        assertEquals(5, line.moves().size());
    }

    @Test
    void movesMayBeWrittenInSanAsTheReviewWritesTheEnginesLines() {
        ExploredLine line = ExploredLine.of(START, List.of("e4", "e7e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6",
                "O-O"));
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1"),
                line.steps().stream().map(ExploredLine.Step::uci).toList());
        assertEquals("a8=Q+", ExploredLine.of("7k/P7/8/8/8/8/8/K7 w - - 0 1", List.of("a8=Q")).steps().get(0).san());
        IllegalArgumentException ambiguous = assertThrows(IllegalArgumentException.class,
                () -> ExploredLine.of("k7/8/8/8/8/8/8/KN3N2 w - - 0 1", List.of("Nd2")));
        assertTrue(ambiguous.getMessage().startsWith("move 1 (Nd2) cannot be played"), ambiguous.getMessage());
        assertTrue(ambiguous.getMessage().contains("could be"), ambiguous.getMessage());
    }

    @Test
    void theBoardSaysWhenPlayEnds() {
        assertEquals("checkmate",
                ExploredLine.of(START, List.of("f2f3", "e7e5", "g2g4", "d8h4")).ending());
        assertEquals("Qh4#", ExploredLine.of(START, List.of("f2f3", "e7e5", "g2g4", "d8h4")).steps().get(3).san());
        assertEquals("stalemate", ExploredLine.of("7k/5Q2/8/8/8/8/8/K7 w - - 0 1", List.of("f7g6")).ending(),
                "Qg6: Black's king has no square and nothing else to move");
        assertEquals("insufficient-material",
                ExploredLine.of("7k/8/8/8/8/8/6r1/K6B w - - 0 1", List.of("h1g2")).ending(), "Bxg2: bishop and king");
    }

    @Test
    void aWrongMoveOrFenIsRefusedWithWhatIsWrong() {
        IllegalArgumentException illegal = assertThrows(IllegalArgumentException.class,
                () -> ExploredLine.of(START, List.of("e2e4", "e2e4")));
        assertTrue(illegal.getMessage().startsWith("move 2 (e2e4) cannot be played"), illegal.getMessage());
        IllegalArgumentException fen = assertThrows(IllegalArgumentException.class,
                () -> ExploredLine.of("8/8/8/8/8/8/8/8 w - - 0 1", List.of()));
        assertTrue(fen.getMessage().startsWith("not a valid FEN"), fen.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ExploredLine.of(START, Collections.nCopies(ExploredLine.MAX_PLIES + 1, "g1f3")));
    }

    @Test
    void theLinesEndIsEvaluatedAsAnAnalysisEvaluatesAPosition() {
        Engine engine = PositionSearch.configure(Engine.onCallerThread());
        // After 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? White mates with Qxf7#.
        ExploredLine line = ExploredLine.of(START, List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"));
        AnalysisView.PositionView view = line.evaluate(engine, 20_000);
        assertEquals(6, view.ply());
        assertEquals(1, view.eval().mate());
        assertEquals("h5f7", view.best());
        assertEquals("Qxf7#", view.bestSan());
        AnalysisView.PositionView mated = ExploredLine.of(START, List.of("f2f3", "e7e5", "g2g4", "d8h4"))
                .evaluate(engine, 20_000);
        assertEquals("white", mated.eval().checkmated());
        assertNull(mated.best());
    }

    @Test
    void aMoveTriedIsJudgedAsTheReviewJudgesTheGamesMoves() {
        Engine engine = PositionSearch.configure(Engine.onCallerThread());
        List<String> opening = List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4");
        // 3... Nf6?? lets White mate at once: a blunder, with the engine's better move given.
        AnalysisView.MoveView blunder = ExploredLine.of(START, append(opening, "g8f6")).judgeLast(engine, 20_000, null);
        assertEquals(6, blunder.ply());
        assertEquals("black", blunder.color());
        assertEquals("Nf6", blunder.san());
        assertEquals("blunder", blunder.classification());
        assertEquals(1, blunder.evalAfter().mate());
        assertTrue(blunder.better() != null && !blunder.better().san().equals("Nf6"), String.valueOf(blunder.better()));
        // 3... g6 or 3... Qe7 guard f7: no error, and no better move to give.
        for (String guard : List.of("g7g6", "d8e7")) {
            AnalysisView.MoveView judged = ExploredLine.of(START, append(opening, guard)).judgeLast(engine, 20_000, null);
            assertTrue(List.of("best", "good").contains(judged.classification()), guard + ": " + judged);
            assertNull(judged.better(), guard);
        }
        // Mate itself is the engine's own move: the best, judged on the board's checkmate.
        AnalysisView.MoveView mate = ExploredLine.of(START, append(append(opening, "g8f6"), "h5f7"))
                .judgeLast(engine, 20_000, null);
        assertEquals("best", mate.classification());
        assertEquals("Qxf7#", mate.san());
        assertEquals("black", mate.evalAfter().checkmated());
        assertThrows(IllegalArgumentException.class, () -> ExploredLine.of(START, List.of()).judgeLast(engine, 20_000, null));
    }

    @Test
    void aMoveTriedIsJudgedAgainstTheReviewsOwnWordOnThePositionBeforeIt() {
        Engine engine = PositionSearch.configure(Engine.onCallerThread());
        List<String> opening = List.of("e2e4", "e7e5", "d1h5", "b8c6", "f1c4");
        // The review's move there is the move tried: the best, whatever a search of the position would say.
        ExploredLine qe7 = ExploredLine.of(START, append(opening, "d8e7"));
        assertEquals("best", qe7.judgeLast(engine, 20_000, qe7.reviewed("cp", 20, "d8e7")).classification());
        // Against a review that had Black a rook up there, keeping only an even game gives most of it away.
        AnalysisView.MoveView judged = qe7.judgeLast(engine, 20_000, qe7.reviewed("cp", -500, "g7g6"));
        assertEquals("blunder", judged.classification());
        assertEquals(-5, judged.evalBefore().cp() / 100);
        assertEquals("g6", judged.better().san(), "the better move is the review's");
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                ExploredLine.of(START, List.of("e2e4", "e7e5", "d1h5")).reviewed("mate", 3, "d1h5").fen());
        assertThrows(IllegalArgumentException.class, () -> qe7.reviewed("checkmated", 1, null));
    }

    private static List<String> append(List<String> moves, String move) {
        List<String> longer = new java.util.ArrayList<>(moves);
        longer.add(move);
        return longer;
    }
}
