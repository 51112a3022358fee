package org.escaque.wasm;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.SeededRandom;
import org.escaque.core.game.ClaimNotOpenException;
import org.escaque.core.game.Decision;
import org.escaque.core.game.Game;
import org.escaque.core.notation.Fen;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.SearchLimits;
import org.escaque.engine.SearchListener;
import org.escaque.server.Refusal;
import org.escaque.server.game.play.ActionRules;
import org.escaque.server.game.play.ActionType;
import org.escaque.server.game.play.ClockState;
import org.escaque.server.game.play.ComputerLimits;
import org.escaque.server.game.play.GameMode;
import org.escaque.server.game.play.GameSession;
import org.escaque.server.game.play.HintRules;
import org.escaque.server.game.play.Moment;
import org.escaque.server.game.play.MoveInput;
import org.escaque.server.game.play.NewGame;
import org.escaque.server.game.play.PgnExport;
import org.escaque.server.game.play.PgnImport;
import org.escaque.server.game.play.PgnLanguage;
import org.escaque.server.game.play.Seat;
import org.escaque.server.game.play.SessionActions;
import org.escaque.server.game.play.SessionRecords;

/**
 * The games of this browser, played with no Escaque host: games on one device and against the computer, with the
 * sessions, rules and refusals the server has (the play module and core), answered as the server's API answers
 * ({@link StateJson}). The page keeps each game's record (what {@link LocalRecords} writes) in IndexedDB and gives
 * them back at start ({@link #restore}); every change answers with the new record, which the page stores before it
 * shows the change. This device holds every human seat.
 *
 * <p>Answers are JSON: {@code {"record": "...", "result": ...}} ({@code record} only when the game changed), or
 * {@code {"status": 409, "error": {...}}} for a refusal, as the server's error body.
 */
final class LocalGames {

    /** The seat token hash of this device's seats: a local game has no other device to keep out. */
    static final String THIS_DEVICE = "this-device";
    private static final String ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789";

    private final Map<String, GameSession> games = new LinkedHashMap<>();
    /** The hints given in each game (one per half-move, the last asked), kept with its record. */
    private final Map<String, List<HintRules.Given>> hints = new LinkedHashMap<>();
    private final SeededRandom random = SeededRandom.fromClock();
    private Engine engine;
    /** The hints' engine, apart from the computer opponent's, as on the host (the same table size: the same hints). */
    private Engine hintEngine;
    /** A game whose flag fell during a command that was then refused: its record still goes with the answer. */
    private GameSession flagged;

    /** Takes back a stored game; an empty answer, or why it cannot be replayed. */
    String restore(String text, long now) {
        try {
            LocalRecords.Stored stored = LocalRecords.read(text);
            GameSession session = SessionRecords.restore(stored.record(), stored.moves(), Moment.of(now));
            games.put(session.id(), session);
            hints.put(session.id(), new ArrayList<>(stored.hints()));
            return "";
        } catch (RuntimeException damaged) {
            return damaged.getMessage() == null ? damaged.getClass().getSimpleName() : damaged.getMessage();
        }
    }

    /** Forgets a game (its record could not be stored when it was made: the page keeps nothing of it). */
    void forget(String id) {
        games.remove(id);
        hints.remove(id);
    }

    /** {@code POST /api/games} for a game on this device or against the computer. */
    String create(String mode, String timeControl, int level, String color, String fen, long now) {
        return answer(() -> {
            if (GameMode.LAN.id().equals(mode)) {
                throw Refusal.invalidField("Games between two devices need an Escaque host on a computer.");
            }
            NewGame plan = NewGame.plan(mode, blankToNull(timeControl), level > 0 ? level : null, blankToNull(color),
                    blankToNull(fen), null, () -> random.nextInt(2) == 0);
            Map<Color, Seat> seats = new EnumMap<>(Color.class);
            for (Color side : Color.values()) {
                seats.put(side, plan.computerColor().equals(Optional.of(side)) ? Seat.computer(plan.level())
                        : Seat.human(THIS_DEVICE));
            }
            GameSession session = new GameSession(newId(), plan.mode(), plan.start(), seats, plan.timeControl(),
                    Map.of(), Moment.of(now), GameSession.LanSettings.NONE);
            games.put(session.id(), session);
            return changed(session, created(session, now));
        });
    }

    /** {@code POST /api/positions/check}: whether a game could start from {@code fen}, as the host answers it. */
    String checkPosition(String fen) {
        return answer(() -> unchanged("{\"fen\":" + Json.string(Fen.format(NewGame.playablePosition(fen)))
                + ",\"playable\":true}"));
    }

    /** {@code POST /api/games/import}: one PGN game, as a game on this device. */
    String importPgn(String pgn, long now) {
        return answer(() -> {
            PgnImport.Imported imported = PgnImport.read(pgn);
            Game game = imported.game();
            Map<Color, Seat> seats = new EnumMap<>(Color.class);
            seats.put(Color.WHITE, Seat.human(THIS_DEVICE));
            seats.put(Color.BLACK, Seat.human(THIS_DEVICE));
            GameSession session = new GameSession(newId(), GameMode.HOTSEAT, game.start(), seats, Optional.empty(),
                    imported.tags(), Moment.of(now), GameSession.LanSettings.NONE);
            session.adopt(game);
            games.put(session.id(), session);
            return changed(session, created(session, now));
        });
    }

    /** {@code GET /api/games/{id}}; a flag that has fallen since ends the game first (and the record says so). */
    String state(String id, long now) {
        return answer(() -> {
            GameSession session = game(id);
            boolean flagFell = expireFlag(session, now);
            String state = StateJson.state(session, seats(session), now);
            return flagFell ? changed(session, state) : unchanged(state);
        });
    }

    /** {@code POST /api/games/{id}/moves}: a move in UCI or (with {@code san}) as typed, at {@code ply}. */
    String move(String id, String text, boolean san, int ply, boolean claimDraw, long now) {
        return answer(() -> {
            MoveInput.requirePly(ply);
            GameSession session = game(id);
            boolean flagFell = expireFlag(session, now);
            if (!san && ply < session.ply() && session.moves().get(ply).toString().equals(text)) {
                String state = StateJson.state(session, seats(session), now);
                return flagFell ? changed(session, state) : unchanged(state);
            }
            MoveInput.requireTurn(session, seats(session), ply);
            Move move = MoveInput.parse(session.position(), text, san);
            try {
                session.play(move, claimDraw, Moment.of(now));
            } catch (ClaimNotOpenException e) {
                throw MoveInput.claimNotOpened(move);
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException("a checked move was refused", impossible);
            }
            return changed(session, StateJson.state(session, seats(session), now));
        });
    }

    /** {@code POST /api/games/{id}/actions}: resign, claim or agree a draw, take back ({@code color} may be blank). */
    String act(String id, String type, String color, long now) {
        return answer(() -> {
            GameSession session = game(id);
            ActionType action = ActionType.fromId(type).orElseThrow(() -> Refusal.invalidField(
                    "'" + type + "' is not an action."));
            if (action == ActionType.MOVE || action == ActionType.ABORT || action == ActionType.REMATCH) {
                throw Refusal.invalidField("'" + type + "' is not an action on a game of this device.");
            }
            Set<Color> seats = seats(session);
            Optional<Color> named = blankToNull(color) == null ? Optional.empty() : Optional.of(MoveInput.color(color));
            if (named.isPresent() && !seats.contains(named.get())) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "You do not hold the " + named.get().id()
                        + " seat.");
            }
            expireFlag(session, now);
            MoveInput.requireActive(session);
            Color actor = ActionRules.actingSeat(session, seats, named);
            SessionActions.requireAvailable(session, action, actor, Moment.of(now));
            SessionActions.apply(session, action, actor, Moment.of(now));
            return changed(session, StateJson.state(session, seats, now));
        });
    }

    /**
     * The computer's move when it is its turn (searching now, on this thread: the page calls this in its worker):
     * the new state, or the state as it is when the computer has nothing to do.
     */
    String computerMove(String id, long now) {
        return answer(() -> {
            GameSession session = game(id);
            expireFlag(session, now);
            Optional<Color> side = session.computerColor();
            if (session.isFinished() || side.isEmpty() || side.get() != session.turn()) {
                return unchanged(StateJson.state(session, seats(session), now));
            }
            Color own = side.get();
            SearchLimits limits = session.clock().map(clock -> ComputerLimits.onClock(own, clock.remaining(own, now),
                    clock.remaining(own.opponent(), now), session.timeControl().orElseThrow().incrementMillis()))
                    .orElseGet(ComputerLimits::untimed);
            Engine searching = engine();
            try {
                searching.setPosition(session.start(), session.moves());
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
            searching.setLevel(Math.max(Level.MIN, Math.min(Level.MAX, session.seat(own).level().orElse(Level.MIN))));
            // The game's form of the day, drawn from its id, so that it keeps it across restarts.
            searching.setForm(new SeededRandom(session.id().hashCode()).nextGaussian());
            Move[] chosen = new Move[1];
            searching.go(limits, new SearchListener() {
                @Override
                public void info(org.escaque.engine.SearchInfo info) {
                }

                @Override
                public void bestMove(Move move, Optional<Move> ponder) {
                    chosen[0] = move;
                }
            });
            long after = System.currentTimeMillis();
            if (chosen[0] == null || !session.position().isLegal(chosen[0])) {
                throw new IllegalStateException("the computer found no legal move in " + session.position().fen());
            }
            try {
                session.play(chosen[0], false, Moment.of(Math.max(now, after)));
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
            return changed(session, StateJson.state(session, seats(session), after));
        });
    }

    /**
     * {@code POST /api/games/{id}/hint}: the engine's move for the side to move, shown as its piece or as the move;
     * the same position in the same game always gets the same hint, and the PGN records it.
     */
    String hint(String id, int ply, String reveal, long now) {
        return answer(() -> {
            String shown = HintRules.reveal(reveal);
            GameSession session = game(id);
            expireFlag(session, now);
            HintRules.requireHintable(session, seats(session), ply);
            Position position = session.position();
            String fen = position.fen();
            List<HintRules.Given> given = hintsOf(id);
            Optional<HintRules.Given> known = given.stream().filter(hint -> hint.ply() == ply && hint.fen().equals(fen))
                    .findFirst();
            Move move;
            try {
                move = known.isPresent() ? UciMove.parse(position, known.get().uci()) : suggest(session);
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException("a hint is not legal in its position", impossible);
            }
            boolean shownBefore = known.map(hint -> hint.reveal().equals(HintRules.MOVE)).orElse(false);
            given.removeIf(hint -> hint.ply() == ply);
            given.add(new HintRules.Given(ply, fen, move.toString(), shownBefore ? HintRules.MOVE : shown));
            String answer = "{\"ply\":" + ply + ",\"reveal\":" + Json.string(shown) + ",\"from\":"
                    + Json.string(move.from().id());
            if (shown.equals(HintRules.MOVE)) {
                answer += ",\"to\":" + Json.string(move.to().id()) + ",\"uci\":" + Json.string(move.toString())
                        + ",\"san\":" + Json.string(San.format(position, move));
            }
            return changed(session, answer + "}");
        });
    }

    /** The engine's move at full strength over {@link HintRules#NODES} nodes from an empty table, as the host's. */
    private Move suggest(GameSession session) throws IllegalMoveException {
        if (hintEngine == null) {
            hintEngine = Engine.onCallerThread();
            hintEngine.setHashMegabytes(HintRules.HASH_MEGABYTES);
        }
        Engine searching = hintEngine;
        searching.newGame();
        searching.setLevel(Level.MAX);
        searching.setForm(0);
        searching.setPosition(session.start(), session.moves());
        Move[] chosen = new Move[1];
        searching.go(SearchLimits.fixedNodes(HintRules.NODES), new SearchListener() {
            @Override
            public void info(org.escaque.engine.SearchInfo info) {
            }

            @Override
            public void bestMove(Move move, Optional<Move> ponder) {
                chosen[0] = move;
            }
        });
        if (chosen[0] == null) {
            throw new IllegalStateException("no legal move to suggest in " + session.position().fen());
        }
        return chosen[0];
    }

    private List<HintRules.Given> hintsOf(String id) {
        return hints.computeIfAbsent(id, key -> new ArrayList<>());
    }

    /** {@code DELETE /api/games/{id}}: a finished game, or one not yet begun by both sides (an abort). */
    String delete(String id, long now) {
        return answer(() -> {
            GameSession session = game(id);
            expireFlag(session, now);
            ActionRules.requireDeletable(session);
            games.remove(id);
            hints.remove(id);
            return "{\"deleted\":" + Json.string(id) + ",\"result\":null}";
        });
    }

    /**
     * {@code GET /api/games/{id}/pgn?lang=}: the game in export-format PGN, as the server writes it, its words in the
     * language {@code lang} ({@code "es"}, {@code "en"}; English when empty).
     */
    String pgn(String id, String lang) {
        return answer(() -> {
            GameSession session = game(id);
            PgnLanguage language = PgnLanguage.of(lang);
            return "{\"result\":" + Json.string(PgnExport.of(session, HintRules.recorded(session, hintsOf(id)),
                    language)) + "}";
        });
    }

    /** {@code GET /api/games?status=...&limit=...&offset=...}: the most recently changed first. */
    String list(String status, int limit, int offset) {
        List<GameSession> matching = new ArrayList<>();
        for (GameSession session : games.values()) {
            boolean finished = session.isFinished();
            if (status.isEmpty() || status.equals(finished ? "finished" : "active")) {
                matching.add(session);
            }
        }
        matching.sort((a, b) -> Long.compare(b.updatedAt(), a.updatedAt()));
        StringBuilder json = new StringBuilder("{\"result\":{\"games\":[");
        int end = Math.min(matching.size(), offset + limit);
        for (int i = Math.max(0, offset); i < end; i++) {
            if (i > offset) {
                json.append(',');
            }
            json.append(StateJson.summary(matching.get(i)));
        }
        return json.append("],\"total\":").append(matching.size()).append("}}").toString();
    }

    private String created(GameSession session, long now) {
        return "{\"id\":" + Json.string(session.id()) + ",\"tokens\":{},\"state\":"
                + StateJson.state(session, seats(session), now) + "}";
    }

    /** Ends the game on time if a flag has fallen (FIDE 6.9, applied by core); whether it did. */
    private boolean expireFlag(GameSession session, long now) {
        Optional<Color> fallen = session.flagFallen(Moment.of(now));
        if (fallen.isEmpty()) {
            return false;
        }
        session.decide(new Decision.FlagFall(fallen.get()), Moment.of(now));
        flagged = session;
        return true;
    }

    /** The game {@code id}; a 404 refusal when this device has none. */
    GameSession session(String id) {
        return game(id);
    }

    /** Whether this device has the game {@code id}. */
    boolean has(String id) {
        return games.containsKey(id);
    }

    private GameSession game(String id) {
        GameSession session = games.get(id);
        if (session == null) {
            throw Refusal.notFound("There is no game " + id + " on this device.");
        }
        return session;
    }

    /** The seats this device holds: every human one. */
    private static Set<Color> seats(GameSession session) {
        Set<Color> held = EnumSet.noneOf(Color.class);
        for (Color color : Color.values()) {
            if (!session.seat(color).isComputer()) {
                held.add(color);
            }
        }
        return held;
    }

    private Engine engine() {
        if (engine == null) {
            engine = Engine.onCallerThread();
            engine.setHashMegabytes(16);
            engine.setOpeningVariety(true);
        }
        return engine;
    }

    private String newId() {
        while (true) {
            StringBuilder id = new StringBuilder("local-");
            for (int i = 0; i < 10; i++) {
                id.append(ID_LETTERS.charAt(random.nextInt(ID_LETTERS.length())));
            }
            if (!games.containsKey(id.toString())) {
                return id.toString();
            }
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    private interface Command {
        String run();
    }

    /** Runs a command; a refusal becomes the server's error body, and anything else changes nothing either. */
    private String answer(Command command) {
        flagged = null;
        try {
            return command.run();
        } catch (Refusal refusal) {
            String error = StateJson.refusal(refusal);
            if (flagged == null) {
                return error;
            }
            // The game ended on time before the refusal: the page stores that all the same.
            return "{\"record\":" + Json.string(record(flagged)) + "," + error.substring(1);
        }
    }

    private String changed(GameSession session, String result) {
        return "{\"record\":" + Json.string(record(session)) + ",\"result\":" + result + "}";
    }

    private String record(GameSession session) {
        List<String> moves = new ArrayList<>();
        for (Move move : session.moves()) {
            moves.add(move.toString());
        }
        return LocalRecords.write(SessionRecords.toRecord(session), moves, hintsOf(session.id()));
    }

    private static String unchanged(String result) {
        return "{\"result\":" + result + "}";
    }
}
