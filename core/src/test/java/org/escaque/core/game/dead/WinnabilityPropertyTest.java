package org.escaque.core.game.dead;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.junit.jupiter.api.Test;

/**
 * Over random positions (from random games, with locked pawn pairs or chains, with a few pieces): wherever the
 * analyser says a side cannot mate, a bounded exhaustive search finds no mate by that side; wherever it says it can,
 * its helpmate is a legal line ending in that side's mate; a position called dead has no mate for either side.
 */
class WinnabilityPropertyTest {

    private static final Budget BUDGET = Budget.ofNodes(10_000);

    @Test
    void everyNoSurvivesAnExhaustiveSearchAndEveryYesShowsItsMate() {
        int noes = 0;
        int yeses = 0;
        for (Position position : positions()) {
            for (Color side : Color.values()) {
                Verdict verdict = Winnability.canCheckmate(position, side, BUDGET);
                if (verdict.isNo()) {
                    noes++;
                    assertFalse(ExhaustiveHelpmate.mateWithin(position, side, depthFor(position)),
                            side + " was said unable to mate, but can: " + position.fen());
                } else if (verdict.isYes()) {
                    yeses++;
                    Verdicts.assertHelpmate(position, side, verdict);
                }
            }
        }
        assertTrue(noes >= 250 && yeses >= 250, "both answers were checked: " + noes + " no, " + yeses + " yes");
    }

    @Test
    void aPositionCalledDeadHasNoMateForEitherSide() {
        int dead = 0;
        for (Position position : positions()) {
            if (Winnability.isDead(position)) {
                dead++;
                for (Color side : Color.values()) {
                    assertFalse(ExhaustiveHelpmate.mateWithin(position, side, depthFor(position)),
                            "called dead, but " + side + " can mate: " + position.fen());
                }
            }
        }
        assertTrue(dead >= 50, "dead positions were checked: " + dead);
    }

    /** Deep enough to matter in small positions, shallow enough to stay quick on full boards. */
    private static int depthFor(Position position) {
        int pieces = position.pieces().size();
        return pieces <= 5 ? 5 : pieces <= 12 ? 4 : 3;
    }

    private static List<Position> positions() {
        RandomPositions random = new RandomPositions(16);
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < 10; game++) {
            positions.addAll(random.fromRandomGame(8));
        }
        while (positions.size() < 750) {
            random.locked().ifPresent(positions::add);
            random.chain().ifPresent(positions::add);
            random.sparse().ifPresent(positions::add);
        }
        return positions;
    }
}
