package org.escaque.core.game;

import org.escaque.core.Color;

/**
 * An ending decided off the board, which {@link Game#decide(Decision)} turns into an outcome under the rules about
 * it. The app decides <em>when</em> (a player pressed resign, a clock reached zero); the game decides <em>what it
 * means</em>.
 */
public sealed interface Decision {

    /** FIDE 5.1.2: {@code resigning} resigns; the opponent wins. */
    record Resignation(Color resigning) implements Decision {
    }

    /** FIDE 9.1: both players agree to a draw. */
    record Agreement() implements Decision {
    }

    /**
     * FIDE 6.9: {@code flagged}'s time is up. The opponent wins, unless the opponent cannot checkmate by any series of
     * legal moves: then it is a draw.
     */
    record FlagFall(Color flagged) implements Decision {
    }

    /**
     * The opponent of {@code claimant} left the game and did not come back, and {@code claimant} claims it: as a
     * draw, or as a win ({@code winClaimed}), which is granted as for a fallen flag (FIDE 6.9): only if
     * {@code claimant} could still checkmate by some series of legal moves, else it is a draw.
     */
    record Abandonment(Color claimant, boolean winClaimed) implements Decision {
    }
}
