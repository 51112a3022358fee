package org.escaque.server.game.play;

import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.play.ActionType;

/**
 * A command on one existing game: every change to a game, and every look at one (a look first ends the game if a
 * flag has fallen), is one of these, run by {@link GameCommands#run} alone on its game. What it changed comes back
 * as a {@link Change}, already stored and published.
 */
public sealed interface GameCommand {

    /**
     * A move for the caller's seat: in UCI or, when {@code san}, in SAN read leniently by core ({@code San.parseLenient}:
     * {@code Pe4}, {@code NF3}). A retry of the UCI move already played at that ply changes nothing.
     *
     * @param ply the number of half-moves played before this one, as the caller saw the game
     */
    record Move(String text, boolean san, int ply, boolean claimDraw) implements GameCommand {
    }

    /** An action other than a move (not an abort: that is {@link Delete}), for the seat {@code named} if given. */
    record Act(ActionType type, Optional<Color> named) implements GameCommand {
    }

    /**
     * The free seat of a LAN game for a second device ({@code wanted} if given), with the name its player gave (as
     * sent; checked when the seat is given: {@link org.escaque.play.PlayerNames#checked}). A device presenting the
     * token of a seat of the game ({@code presented}: a guest joining again by code) gets that seat back, and nothing
     * changes (its name is not looked at).
     */
    record TakeSeat(Optional<Color> wanted, Optional<String> presented, Optional<String> name) implements GameCommand {
    }

    /**
     * Deletes the game: a finished one, or an unfinished one before both sides have made their first move (an abort:
     * the game leaves no result). With no seat (this computer's owner) only a finished game.
     */
    record Delete() implements GameCommand {
    }

    /**
     * A look at the game (its state, PGN, analysis, a hint, a socket's first state): a fallen flag ends the game
     * first (FIDE 6.9, applied by core); nothing else changes.
     *
     * @param seatRequired whether the caller must hold a seat (a hint), else a token is only checked if given
     */
    record Look(boolean seatRequired) implements GameCommand {
    }

    /**
     * The computer's move, chosen on its worker for the game as it stood at {@code revision}; dropped if the game
     * has changed since.
     */
    record ComputerMove(long revision, org.escaque.core.Move move) implements GameCommand {
    }

    /** The flag timer's check: the game ends on time if a flag has fallen, else the timer is set again. */
    record FlagDue() implements GameCommand {
    }
}
