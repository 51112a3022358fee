package org.escaque.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.Position;
import org.escaque.play.refusal.Refusal;

/**
 * Hints for the side to move, in games with no human opponent to wrong (against the computer, two players on one
 * device): when one may be asked for, how much it shows, and which of those given the PGN records. The search itself
 * is the engine's at full strength over {@link #NODES} nodes from an empty table, so the same position in the same
 * game always gets the same hint, on the server and in the browser alike.
 */
public final class HintRules {

    /** Only the piece to move is shown. */
    public static final String PIECE = "piece";
    /** The move itself is shown. */
    public static final String MOVE = "move";
    /** Nodes searched for one hint: a short search (about a tenth of a second on a laptop core). */
    public static final long NODES = 100_000;
    /** The hint engine's hash table (an engine of its own, apart from the computer opponent's). */
    public static final int HASH_MEGABYTES = 8;

    /** A hint given: the half-move and position it was for, the engine's move, and how much was shown. */
    public record Given(int ply, String fen, String uci, String reveal) {
    }

    private HintRules() {
    }

    /** The reveal asked for ({@link #PIECE} when none is given); anything else is refused. */
    public static String reveal(String requested) {
        String reveal = Optional.ofNullable(requested).orElse(PIECE);
        if (!reveal.equals(PIECE) && !reveal.equals(MOVE)) {
            throw Refusal.invalidField("reveal is 'piece' (the piece to move) or 'move', not '" + reveal + "'.");
        }
        return reveal;
    }

    /**
     * Refuses a hint unless {@code ply} is one a game can have (else 400, as for a move), the game is on, at
     * {@code ply}, not a network game, and its side to move is a person whose seat is one of {@code seats}. (A fallen
     * flag is the caller's to settle first.)
     */
    public static void requireHintable(GameSession session, Set<Color> seats, int ply) {
        if (ply < 0 || ply > MoveInput.LONGEST_GAME_PLIES) {
            // A ply no game can have is a malformed request (400, as for a move), not a game that moved on (409).
            throw Refusal.invalidField("ply is the number of half-moves played (the state's ply): 0 or more, and no "
                    + "game has " + ply + ".");
        }
        if (session.mode() == GameMode.LAN) {
            throw new Refusal(Refusal.Code.HINT_NOT_AVAILABLE, "Hints are not given in network games: the "
                    + "opponent is a person.");
        }
        MoveInput.requireActive(session);
        if (ply != session.ply()) {
            throw new Refusal(Refusal.Code.PLY_MISMATCH, "This hint was asked for half-move " + ply + ", but the "
                    + "game is at half-move " + session.ply() + ".", Map.of("ply", session.ply()));
        }
        if (!seats.contains(session.turn()) || session.computerColor().equals(Optional.of(session.turn()))) {
            throw new Refusal(Refusal.Code.NOT_YOUR_TURN, "A hint is for the side to move, and it is "
                    + session.turn().id() + "'s turn.");
        }
    }

    /**
     * The hints given in positions the game went through, for its PGN: each whose position is still the game's at its
     * half-move (a take-back and another move leave the old hint out).
     */
    public static List<PgnExport.Hint> recorded(GameSession session, List<Given> given) {
        if (given.isEmpty()) {
            return List.of();
        }
        List<Position> positions = session.replayedPositions();
        List<PgnExport.Hint> recorded = new ArrayList<>();
        for (Given hint : given) {
            if (hint.ply() < positions.size() && positions.get(hint.ply()).fen().equals(hint.fen())) {
                recorded.add(new PgnExport.Hint(hint.ply(), hint.uci(), hint.reveal().equals(MOVE)));
            }
        }
        return recorded;
    }
}
