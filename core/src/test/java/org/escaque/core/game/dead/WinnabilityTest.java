package org.escaque.core.game.dead;

import static org.escaque.core.game.dead.Verdicts.assertNo;
import static org.escaque.core.game.dead.Verdicts.assertYes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * FIDE 5.2.2 and 6.9 on hand-made positions of every kind: what each side can still mate, and which positions are
 * dead.
 */
class WinnabilityTest {

    // ---- material alone ----

    @Test
    void aLoneBishopNeverMatesAKingWithARookAndTheRookCan() {
        String start = "4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1";
        assertNo(start, Color.BLACK);
        assertYes(start, Color.WHITE);
        // 1. Kf2 Kf8, and White's flag falls: Black cannot mate, so the game is drawn (6.9).
        assertNo("5k2/8/6b1/8/8/8/5K2/R7 w - - 2 2", Color.BLACK);
    }

    @Test
    void aLoneBishopNeverMatesQueensAndRooksOnly() {
        assertNo("4k3/8/6b1/8/8/8/8/R2QK3 w - - 0 1", Color.BLACK);
        assertNo("4k3/8/6b1/8/8/8/8/3QK3 b - - 0 1", Color.BLACK);
        assertNo("4k3/3b4/6b1/8/8/8/8/R2QKR2 w - - 0 1", Color.BLACK);
    }

    @Test
    void aLoneKnightNeverMatesQueensOnly() {
        assertNo("4k3/8/5n2/8/8/8/8/3QK3 w - - 0 1", Color.BLACK);
        assertNo("4k3/8/5n2/8/8/8/8/2QQK3 b - - 0 1", Color.BLACK);
        assertYes("4k3/8/5n2/8/8/8/8/3QK3 w - - 0 1", Color.WHITE);
    }

    @Test
    void aLoneMinorPieceMatesWhenTheDefenderHasPiecesToBlockWith() {
        assertYes("4k3/8/5n2/8/8/8/8/R3K3 w - - 0 1", Color.BLACK);
        assertYes("4k3/8/6b1/8/8/8/8/2N1K3 w - - 0 1", Color.BLACK);
        assertYes("4k3/8/6b1/8/8/8/4P3/4K3 w - - 0 1", Color.BLACK);
    }

    @Test
    void bishopsOfBothColoursCanMateEvenAgainstRooksAndQueens() {
        assertYes("1b2k3/8/6b1/8/8/8/8/R2QKR2 w - - 0 1", Color.BLACK);
        assertFalse(Winnability.isDead(Position.fromFen("4kb2/8/8/8/8/8/8/4KB2 w - - 0 1")));
    }

    @Test
    void aLoneKingNeverMates() {
        assertNo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color.BLACK);
        assertYes("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color.WHITE);
    }

    // ---- locked structures ----

    @Test
    void aLockedPawnWallWithKingsOnlyIsDead() {
        String wall = "8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - - 0 1";
        assertNo(wall, Color.WHITE);
        assertNo(wall, Color.BLACK);
        assertTrue(Winnability.isDead(Position.fromFen(wall)));
    }

    @Test
    void bishopsThatCannotReachTheEnemyPawnsNorPassTheWallChangeNothing() {
        for (String fen : List.of("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
                "8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - - 0 1",
                "8/4kb2/8/1p1p1p1p/1P1P1P1P/1b6/3B1K2/8 b - - 0 1")) {
            assertNo(fen, Color.WHITE);
            assertNo(fen, Color.BLACK);
            assertTrue(Winnability.isDead(Position.fromFen(fen)), fen);
        }
    }

    @Test
    void aBishopThatAttacksTheEnemyPawnsBreaksTheWall() {
        String fen = "8/4k3/8/1p1p1p1p/1P1P1P1P/8/4BK2/8 w - - 0 1";
        assertYes(fen, Color.WHITE);
        assertFalse(Winnability.isDead(Position.fromFen(fen)));
    }

    @Test
    void aWallWithAGapLetsBothKingsThrough() {
        String fen = "8/2k5/8/1p1p1p2/1P1P1P2/4B3/2K5/8 w - - 0 1";
        assertYes(fen, Color.WHITE);
        assertYes(fen, Color.BLACK);
        assertFalse(Winnability.isDead(Position.fromFen(fen)));
    }

    @Test
    void pawnsFacingEachOtherOnTheirFilesNeverPassAndNeverPromote() {
        String fen = "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1";
        assertNo(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
    }

    @Test
    void piecesJammedBehindTheirOwnPawnsNeverGetOut() {
        String fen = "4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb w - - 0 1";
        assertNo(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
    }

    @Test
    void aBishopInsideTheEnemyCampCannotMateWithoutBlockersOnTheOtherColour() {
        String fen = "8/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N3b3 b - - 0 1";
        assertNo(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
    }

    @Test
    void aBishopInsideTheEnemyCampMatesWhenTheDefenderCanBlockBothSides() {
        String fen = "7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - - 0 1";
        assertYes(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
    }

    // ---- what follows decides ----

    @Test
    void whenTheOnlyUnlockingCaptureStalematesNobodyCanMate() {
        // Black's king could take g2, but only when White's king stands on h4, and then White has no move.
        String fen = "8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1";
        assertNo(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
    }

    @Test
    void whenEveryMoveCapturesIntoInsufficientMaterialThePositionIsDead() {
        String fen = "8/8/8/8/8/8/NB1K4/1k6 b - - 0 1";
        assertNo(fen, Color.WHITE);
        assertNo(fen, Color.BLACK);
        assertTrue(Winnability.isDead(Position.fromFen(fen)));
    }

    @Test
    void aShortHelpmateIsFoundOnAFullBoard() {
        assertYes("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", Color.BLACK);
        assertYes("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Color.BLACK);
    }

    @Test
    void endgameHelpmatesAreFound() {
        for (String fen : List.of("2k5/8/8/8/8/8/8/2KR4 w - - 0 1", "4k3/8/8/8/8/3K4/8/1NB5 w - - 0 1",
                "4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1")) {
            assertYes(fen, Color.WHITE);
        }
    }

    // ---- positions where the game is over ----

    @Test
    void aCheckmateIsAMateForTheWinnerAndNothingForTheLoser() {
        String mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        Verdict verdict = Verdicts.verdict(mate, Color.BLACK);
        assertEquals(Verdict.Answer.YES, verdict.answer());
        assertEquals(List.of(), verdict.helpmate(), "already mate: no move needed");
        assertNo(mate, Color.WHITE);
        assertFalse(Winnability.isDead(Position.fromFen(mate)), "the game ended by mate, not by a dead position");
    }

    @Test
    void aStalemateIsNoMateForEither() {
        String stalemate = "k7/8/1Q6/8/8/8/8/4K3 b - - 0 1";
        assertNo(stalemate, Color.WHITE);
        assertNo(stalemate, Color.BLACK);
        assertFalse(Winnability.isDead(Position.fromFen(stalemate)), "the game ended by stalemate");
    }

    // ---- isDead ----

    @ParameterizedTest
    @ValueSource(strings = {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", "8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - - 0 1"})
    void deadPositionsAreRecognisedAfterAMove(String fen) {
        assertTrue(Winnability.isDead(Position.fromFen(fen)), fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/6b1/8/8/8/8/R3K3 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4KNN1 w - - 0 1"})
    void positionsWhereOneSideCanStillMateAreNotDead(String fen) {
        assertFalse(Winnability.isDead(Position.fromFen(fen)), fen);
    }
}
