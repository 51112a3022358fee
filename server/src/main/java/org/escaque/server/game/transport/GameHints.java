package org.escaque.server.game.transport;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.play.GameSession;
import org.escaque.play.HintRules;
import org.escaque.play.PgnExport;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.game.computer.HintEngine;
import org.escaque.server.game.play.Caller;
import org.escaque.server.game.play.GameCommand;
import org.escaque.server.game.play.GameCommands;
import org.escaque.server.game.store.HintRepository;
import org.escaque.server.game.store.HintRepository.StoredHint;
import org.escaque.server.game.transport.ApiTypes.HintAnswer;
import org.escaque.server.game.transport.ApiTypes.HintRequest;
import org.escaque.server.support.HostClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hints for the side to move, in games with no human opponent to wrong (against the computer, two players on one
 * device): the engine's move, shown first as the piece to move, then as the move. The game is only looked at under
 * its lock; the search runs outside it (on {@link HintEngine}'s own thread), and the hint is kept only if the game
 * still stands where it was asked. Each hint is stored with its position, and the PGN records those of the
 * positions the game went through.
 */
final class GameHints implements AutoCloseable {

    static final String PIECE = HintRules.PIECE;
    static final String MOVE = HintRules.MOVE;
    /** The longest a request waits for the engine. */
    static final long WAIT_SECONDS = 30;

    private static final Logger LOG = LoggerFactory.getLogger(GameHints.class);
    /** A look by a seat's holder: a fallen flag ends the game first. */
    private static final GameCommand LOOK = new GameCommand.Look(true);

    private final GameCommands commands;
    private final HintRepository repository;
    private final HintEngine engine = new HintEngine();
    private final HostClock clock;

    GameHints(GameCommands commands, HintRepository repository, HostClock clock) {
        this.commands = commands;
        this.repository = repository;
        this.clock = clock;
    }

    /** Where the game stood when the hint was asked: what the engine needs. */
    private record Asked(Position start, List<Move> history, Position position, Optional<StoredHint> known) {
    }

    /** A hint for the holder of {@code token}, as far as the request reveals it; stored before the answer. */
    HintAnswer hint(String gameId, Optional<String> token, HintRequest request) {
        int ply = GameService.required(request.ply(), "ply", "the number of half-moves played (the state's ply)");
        String reveal = HintRules.reveal(request.reveal());
        Asked asked = commands.run(gameId, Caller.token(token), LOOK, change -> {
            GameSession session = change.session();
            HintRules.requireHintable(session, change.seats(), ply);
            String fen = session.position().fen();
            Optional<StoredHint> known = repository.hints(gameId).stream()
                    .filter(hint -> hint.ply() == ply && hint.fen().equals(fen)).findFirst();
            return new Asked(session.start(), List.copyOf(session.moves()), session.position(), known);
        });
        Move move = asked.known().map(hint -> parse(asked.position(), hint.uci())).orElseGet(() -> search(asked));
        return commands.run(gameId, Caller.token(token), LOOK, change -> {
            GameSession session = change.session();
            HintRules.requireHintable(session, change.seats(), ply);
            if (!session.position().equals(asked.position())) {
                throw new Refusal(Refusal.Code.PLY_MISMATCH, "The game has changed since the hint was asked for.",
                        Map.of("ply", session.ply()));
            }
            boolean shownBefore = asked.known().map(hint -> hint.reveal().equals(MOVE)).orElse(false);
            String stored = shownBefore ? MOVE : reveal;
            repository.save(new StoredHint(gameId, ply, asked.position().fen(), move.toString(), stored,
                    clock.now().wallMillis()));
            return answer(ply, reveal, asked.position(), move);
        });
    }

    private Move search(Asked asked) {
        try {
            return engine.suggest(asked.start(), asked.history()).get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the engine looked for a hint", e);
        } catch (ExecutionException | TimeoutException e) {
            LOG.error("the engine could not find a hint in {}", asked.position().fen(), e);
            throw new IllegalStateException("the engine could not find a hint", e);
        }
    }

    private static Move parse(Position position, String uci) {
        try {
            return UciMove.parse(position, uci);
        } catch (org.escaque.core.IllegalMoveException e) {
            throw new IllegalStateException("a stored hint is not legal in its position: " + uci, e);
        }
    }

    private static HintAnswer answer(int ply, String reveal, Position position, Move move) {
        String from = move.from().id();
        if (reveal.equals(PIECE)) {
            return new HintAnswer(ply, PIECE, from, null, null, null);
        }
        return new HintAnswer(ply, MOVE, from, move.to().id(), move.toString(), San.format(position, move));
    }

    /** The hints given in positions the game went through, for its PGN ({@link HintRules#recorded}). */
    List<PgnExport.Hint> recorded(GameSession session) {
        return HintRules.recorded(session, repository.hints(session.id()).stream()
                .map(hint -> new HintRules.Given(hint.ply(), hint.fen(), hint.uci(), hint.reveal())).toList());
    }

    @Override
    public void close() {
        engine.close();
    }
}
