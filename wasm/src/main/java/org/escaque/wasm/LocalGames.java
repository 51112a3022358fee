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
import org.escaque.core.Fen;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.play.ActionRules;
import org.escaque.play.ActionType;
import org.escaque.play.ComputerLimits;
import org.escaque.play.GameMode;
import org.escaque.play.GameRecord;
import org.escaque.play.GameSession;
import org.escaque.play.HintRules;
import org.escaque.play.Moment;
import org.escaque.play.MoveInput;
import org.escaque.play.NewGame;
import org.escaque.play.PgnExport;
import org.escaque.play.PgnImport;
import org.escaque.play.PgnLanguage;
import org.escaque.play.PlayerNames;
import org.escaque.play.Seat;
import org.escaque.play.SessionActions;
import org.escaque.play.SessionRecords;
import org.escaque.play.refusal.Refusal;

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
    /** On the guest's copy of a game between two phones, the seat of the phone that runs it. */
    static final String PEER_HOST = "peer-host";
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
    /** A rematch a command made: its record goes with the answer too. */
    private GameSession rematched;
    /**
     * The steady reading for a wall reading: what the game clocks and seat presence count on, so that a phone's clock
     * set (by hand, or by the network's time) decides nothing. In the browser, {@link System#nanoTime} (the worker's
     * {@code performance.now()}), which only goes forward, started at the first wall reading.
     */
    private final java.util.function.LongUnaryOperator steadyOf;
    private long lastWall = Long.MIN_VALUE;
    private Moment lastMoment;

    /** The browser's: steady readings from {@link System#nanoTime}. */
    LocalGames() {
        this(new java.util.function.LongUnaryOperator() {
            private long offset = Long.MIN_VALUE;

            @Override
            public long applyAsLong(long wall) {
                long elapsed = System.nanoTime() / 1_000_000;
                if (offset == Long.MIN_VALUE) {
                    offset = wall - elapsed;
                }
                return elapsed + offset;
            }
        });
    }

    /** With steady readings from {@code steadyOf} (tests: the wall reading itself, or a clock of their own). */
    LocalGames(java.util.function.LongUnaryOperator steadyOf) {
        this.steadyOf = steadyOf;
    }

    /** The moment of the wall reading {@code now} (one steady reading per wall reading given). */
    private Moment moment(long now) {
        if (now != lastWall) {
            lastWall = now;
            lastMoment = new Moment(now, steadyOf.applyAsLong(now));
        }
        return lastMoment;
    }

    /** The games between two phones whose guest has its link open now. */
    private final Set<String> linked = new java.util.HashSet<>();

    /** Takes back a stored game; an empty answer, or why it cannot be replayed. */
    String restore(String text, long now) {
        try {
            LocalRecords.Stored stored = LocalRecords.read(text);
            GameSession session = SessionRecords.restore(stored.record(), stored.moves(), moment(now));
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
    String create(String mode, String timeControl, int level, String color, String fen, String whiteName,
            String blackName, String ownName, long now) {
        return answer(() -> {
            NewGame plan = NewGame.plan(mode, blankToNull(timeControl), level > 0 ? level : null, blankToNull(color),
                    blankToNull(fen), null, () -> random.nextInt(2) == 0);
            // As the host reads a request: names for the two of one device, name for the caller's own seat.
            Map<String, String> names = null;
            if (!whiteName.isBlank() || !blackName.isBlank()) {
                names = new LinkedHashMap<>();
                names.put("white", whiteName);
                names.put("black", blackName);
            }
            plan = plan.withNames(names, blankToNull(ownName));
            Map<Color, Seat> seats = new EnumMap<>(Color.class);
            for (Color side : Color.values()) {
                if (plan.mode() == GameMode.LAN) {
                    // Two phones: this one holds its seat, the other is taken by the guest's token when it pairs.
                    seats.put(side, side == plan.humanColor() ? Seat.human(THIS_DEVICE) : Seat.open());
                } else {
                    seats.put(side, plan.computerColor().equals(Optional.of(side)) ? Seat.computer(plan.level())
                            : Seat.human(THIS_DEVICE));
                }
            }
            GameSession session = new GameSession(newId(), plan.mode(), plan.start(), seats, plan.timeControl(),
                    plan.nameTags(), moment(now), GameSession.LanSettings.NONE);
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
                    imported.tags(), moment(now), GameSession.LanSettings.NONE);
            session.adopt(game);
            games.put(session.id(), session);
            return changed(session, created(session, now));
        });
    }

    /** {@code GET /api/games/{id}}; a flag that has fallen since ends the game first (and the record says so). */
    String state(String id, long now) {
        return answer(() -> {
            GameSession session = game(id, now);
            boolean flagFell = expireFlag(session, now);
            String state = StateJson.state(session, seats(session), moment(now));
            return flagFell ? changed(session, state) : unchanged(state);
        });
    }

    /** {@code POST /api/games/{id}/moves}: a move in UCI or (with {@code san}) as typed, at {@code ply}. */
    String move(String id, String text, boolean san, int ply, boolean claimDraw, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            return changed(session, StateJson.state(session, seats(session), playAs(session, seats(session), text,
                    san, ply, claimDraw, now)));
        });
    }

    /**
     * Plays a move for the holder of {@code seats}, ending the game on time first if a flag has fallen; the moment the
     * state is to be read at.
     */
    private Moment playAs(GameSession session, Set<Color> seats, String text, boolean san, int ply, boolean claimDraw,
            long now) {
        MoveInput.requirePly(ply);
        expireFlag(session, now);
        if (!san && ply < session.ply() && session.moves().get(ply).toString().equals(text)) {
            // The same move sent again (an answer lost on the way): it stands, nothing new.
            return moment(now);
        }
        MoveInput.requireTurn(session, seats, ply);
        Move move = MoveInput.parse(session.position(), text, san);
        try {
            session.play(move, claimDraw, moment(now));
        } catch (ClaimNotOpenException e) {
            throw MoveInput.claimNotOpened(move);
        } catch (IllegalMoveException impossible) {
            throw new IllegalStateException("a checked move was refused", impossible);
        }
        return moment(now);
    }

    /** {@code POST /api/games/{id}/actions}: resign, claim or agree a draw, take back ({@code color} may be blank). */
    String act(String id, String type, String color, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            Set<Color> seats = seats(session);
            Optional<Color> named = blankToNull(color) == null ? Optional.empty() : Optional.of(MoveInput.color(color));
            if (named.isPresent() && !seats.contains(named.get())) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "You do not hold the " + named.get().id()
                        + " seat.");
            }
            actAs(session, seats, named, type, now);
            return changed(session, StateJson.state(session, seats, moment(now)));
        });
    }

    /** Does action {@code type} for the holder of {@code seats} (a rematch makes the new game and links it). */
    private void actAs(GameSession session, Set<Color> seats, Optional<Color> named, String type, long now) {
        ActionType action = ActionType.fromId(type).orElseThrow(() -> Refusal.invalidField(
                "'" + type + "' is not an action."));
        boolean rematch = action == ActionType.REMATCH && session.mode() == GameMode.LAN;
        if (action == ActionType.MOVE || action == ActionType.ABORT || action == ActionType.REMATCH && !rematch) {
            throw Refusal.invalidField("'" + type + "' is not an action on a game of this device.");
        }
        expireFlag(session, now);
        Color actor = ActionRules.actingSeat(session, seats, named);
        if (rematch) {
            rematch(session, actor, now);
            return;
        }
        MoveInput.requireActive(session);
        SessionActions.requireAvailable(session, action, actor, moment(now));
        SessionActions.apply(session, action, actor, moment(now));
    }

    /**
     * The rematch of a finished game between two phones: the same start and clocks, the colours swapped, each seat
     * held by whoever held the other colour (so the guest's token holds its new seat); the finished game names it.
     */
    private void rematch(GameSession finished, Color actor, long now) {
        if (!ActionRules.canRematch(finished)) {
            throw new Refusal(Refusal.Code.ACTION_NOT_AVAILABLE,
                    ActionRules.whyNot(finished, ActionType.REMATCH, actor, moment(now).steadyMillis()));
        }
        Map<Color, Seat> seats = new EnumMap<>(Color.class);
        for (Color color : Color.values()) {
            seats.put(color, finished.seat(color.opponent()));
        }
        GameSession next = new GameSession(newId(), GameMode.LAN, finished.start(), seats, finished.timeControl(),
                PlayerNames.swappedTags(finished.tags()), moment(now), GameSession.LanSettings.NONE);
        games.put(next.id(), next);
        finished.setRematch(next.id(), moment(now));
        rematched = next;
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
                return unchanged(StateJson.state(session, seats(session), moment(now)));
            }
            Color own = side.get();
            int level = Math.max(Level.MIN, Math.min(Level.MAX, session.seat(own).level().orElse(Level.MIN)));
            SearchLimits limits = session.clock().map(clock -> ComputerLimits.onClock(own, clock.remaining(own, moment(now).steadyMillis()),
                    clock.remaining(own.opponent(), moment(now).steadyMillis()), session.timeControl().orElseThrow().incrementMillis()))
                    .orElseGet(() -> ComputerLimits.untimed(level));
            Engine searching = engine();
            try {
                searching.setPosition(session.start(), session.moves());
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
            searching.setLevel(level);
            // The game's form of the day, drawn from its id, so that it keeps it across restarts.
            searching.setForm(new SeededRandom(session.id().hashCode()).nextGaussian());
            Move[] chosen = new Move[1];
            searching.go(limits, new SearchListener() {
                @Override
                public void info(org.escaque.engine.search.SearchInfo info) {
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
                session.play(chosen[0], false, moment(Math.max(now, after)));
            } catch (IllegalMoveException impossible) {
                throw new IllegalStateException(impossible);
            }
            return changed(session, StateJson.state(session, seats(session), moment(after)));
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
            public void info(org.escaque.engine.search.SearchInfo info) {
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
            GameSession session = matching.get(i);
            String summary = StateJson.summary(session);
            if (session.mode() == GameMode.LAN) {
                // A game between two phones: which seat is this one's (the list says "Ganaste con negras").
                summary = summary.substring(0, summary.length() - 1) + ",\"seats\":"
                        + Json.strings(org.escaque.play.GameJson.seatIds(seats(session))) + "}";
            }
            json.append(summary);
        }
        return json.append("],\"total\":").append(matching.size()).append("}}").toString();
    }

    private String created(GameSession session, long now) {
        return "{\"id\":" + Json.string(session.id()) + ",\"tokens\":{},\"state\":"
                + StateJson.state(session, seats(session), moment(now)) + "}";
    }

    /** Ends the game on time if a flag has fallen (FIDE 6.9, applied by core); whether it did. */
    private boolean expireFlag(GameSession session, long now) {
        if (isMirror(session)) {
            // The other phone runs the clocks: its record says when a flag fell.
            return false;
        }
        Optional<Color> fallen = session.flagFallen(moment(now));
        if (fallen.isEmpty()) {
            return false;
        }
        session.decide(new Decision.FlagFall(fallen.get()), moment(now));
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

    /** The seats this device holds: every human one, but in a game between two phones only its own. */
    private static Set<Color> seats(GameSession session) {
        Set<Color> held = EnumSet.noneOf(Color.class);
        for (Color color : Color.values()) {
            Seat seat = session.seat(color);
            boolean own = session.mode() == GameMode.LAN ? seat.tokenHash().equals(Optional.of(THIS_DEVICE))
                    : !seat.isComputer();
            if (own) {
                held.add(color);
            }
        }
        return held;
    }

    /** The game {@code id}, its seats' presence brought up to date (this device's seats are here, by definition). */
    private GameSession game(String id, long now) {
        GameSession session = game(id);
        if (session.mode() == GameMode.LAN && !isMirror(session)) {
            Set<Color> present = seats(session);
            peerColor(session).filter(color -> linked.contains(id)).ifPresent(present::add);
            session.presence().update(present, moment(now).steadyMillis());
        }
        return session;
    }

    /** The game {@code id} when this device runs it; a copy of the other phone's game is changed only by that phone. */
    private GameSession ownGame(String id, long now) {
        GameSession session = game(id, now);
        if (isMirror(session)) {
            throw new Refusal(Refusal.Code.ACTION_NOT_AVAILABLE, "This game is run by the other phone: moves and "
                    + "actions go to it.");
        }
        return session;
    }

    /** Whether this device keeps a copy of a game the other phone runs (the arbiter of its clocks and endings). */
    private static boolean isMirror(GameSession session) {
        if (session.mode() != GameMode.LAN) {
            return false;
        }
        for (Color color : Color.values()) {
            if (session.seat(color).tokenHash().equals(Optional.of(PEER_HOST))) {
                return true;
            }
        }
        return false;
    }

    /** The colour of the other phone's seat in a game this device runs (the seat this device does not hold). */
    private static Optional<Color> peerColor(GameSession session) {
        for (Color color : Color.values()) {
            if (!session.seat(color).tokenHash().equals(Optional.of(THIS_DEVICE))) {
                return Optional.of(color);
            }
        }
        return Optional.empty();
    }

    // ---- two phones: this device runs the game, the guest's phone acts through the link ----

    /**
     * The guest's phone says who it is ({@code tokenHash}, the SHA-256 of the secret token only it has): it takes the
     * open seat, or is recognised as the one that took it; anyone else is refused (a third device cannot join or
     * act). A guest that takes the seat now brings the name its player gave, if any ({@link PlayerNames#checked});
     * one recognised keeps the name it had. Answers the guest's view ({@link #peerView}); the link counts as open
     * from now.
     */
    String peerJoin(String id, String tokenHash, String name, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            Color guest = peerColor(session).filter(color -> session.mode() == GameMode.LAN).orElseThrow(
                    () -> new Refusal(Refusal.Code.NOT_JOINABLE, "This game is not played with another phone."));
            Optional<String> holder = session.seat(guest).tokenHash();
            boolean taken = holder.isEmpty();
            if (holder.isEmpty()) {
                if (session.isFinished()) {
                    throw new Refusal(Refusal.Code.NOT_JOINABLE, "This game is over: nobody can join it now.");
                }
                if (tokenHash.length() != 64 || THIS_DEVICE.equals(tokenHash) || PEER_HOST.equals(tokenHash)) {
                    throw Refusal.invalidField("A guest's token hash is 64 hexadecimal digits.");
                }
                // The name counts only now, as the seat is taken (a guest coming back is not asked again).
                session.takeSeat(guest, tokenHash, PlayerNames.checked("name", name), moment(now));
            } else if (!holder.get().equals(tokenHash)) {
                throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "This game already has its two players: "
                        + "another phone holds the " + guest.id() + " seat.");
            }
            linked.add(id);
            game(id, now);
            String view = guestView(session, guest, now);
            return taken ? changed(session, view) : unchanged(view);
        });
    }

    /** The guest's link opened or closed: its seat counts as present or away from {@code now}. */
    String peerLink(String id, boolean open, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            if (open) {
                linked.add(id);
            } else {
                linked.remove(id);
            }
            game(id, now);
            return unchanged(StateJson.state(session, seats(session), moment(now)));
        });
    }

    /** The game as the guest's phone sees it: {@code {"color", "state", "record"}} (the record its copy keeps). */
    String peerView(String id, String tokenHash, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            boolean flagFell = expireFlag(session, now);
            String view = guestView(session, guestSeat(session, tokenHash), now);
            return flagFell ? changed(session, view) : unchanged(view);
        });
    }

    /** A move from the guest's phone, for its seat: checked by core here, as any move. */
    String peerMove(String id, String tokenHash, String text, boolean san, int ply, boolean claimDraw, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            Color guest = guestSeat(session, tokenHash);
            playAs(session, EnumSet.of(guest), text, san, ply, claimDraw, now);
            return changed(session, guestView(session, guest, now));
        });
    }

    /** An action from the guest's phone, for its seat (offer or accept a draw, resign, ask for a take-back…). */
    String peerAct(String id, String tokenHash, String type, long now) {
        return answer(() -> {
            GameSession session = ownGame(id, now);
            Color guest = guestSeat(session, tokenHash);
            actAs(session, EnumSet.of(guest), Optional.of(guest), type, now);
            return changed(session, guestView(session, guest, now));
        });
    }

    /** The seat {@code tokenHash} holds in a game this device runs; refused when it holds none. */
    private static Color guestSeat(GameSession session, String tokenHash) {
        for (Color color : Color.values()) {
            Optional<String> hash = session.seat(color).tokenHash();
            if (hash.isPresent() && hash.get().equals(tokenHash) && !THIS_DEVICE.equals(tokenHash)) {
                return color;
            }
        }
        throw new Refusal(Refusal.Code.SEAT_TOKEN_INVALID, "That phone holds no seat in this game.");
    }

    private String guestView(GameSession session, Color guest, long now) {
        StringBuilder view = new StringBuilder("{\"color\":").append(Json.string(guest.id()))
                .append(",\"state\":").append(StateJson.state(session, EnumSet.of(guest), moment(now)))
                .append(",\"record\":").append(Json.string(guestRecord(session, guest)));
        session.rematchId().filter(games::containsKey).ifPresent(rematchId -> {
            GameSession next = games.get(rematchId);
            view.append(",\"rematchRecord\":").append(Json.string(guestRecord(next, guest.opponent())));
        });
        return view.append('}').toString();
    }

    /**
     * The record the guest's phone keeps: this game with the guest's seat as its own ({@link #THIS_DEVICE}) and this
     * phone's as the one that runs it ({@link #PEER_HOST}). No token hash travels, and no hint (they are this phone's).
     */
    private String guestRecord(GameSession session, Color guest) {
        GameRecord own = SessionRecords.toRecord(session);
        String white = guest == Color.WHITE ? THIS_DEVICE : PEER_HOST;
        String black = guest == Color.BLACK ? THIS_DEVICE : PEER_HOST;
        GameRecord record = new GameRecord(own.id(), own.mode(), own.startFen(), own.fen(), own.ply(), own.status(),
                own.result(), own.termination(), own.whitePlayer(), own.blackPlayer(), white, black,
                own.computerLevel(), own.timeControl(), own.whiteMillis(), own.blackMillis(), own.clockRunning(),
                own.drawOffer(), own.takebackOffer(), own.tags(), own.createdAt(), own.updatedAt(), own.joinCode(),
                own.spectators(), own.rematchId(), own.version());
        return LocalRecords.write(record, uciMoves(session), List.of());
    }

    // ---- two phones: this device is the guest, and keeps a copy of the game the other phone runs ----

    /**
     * Takes the other phone's record of a game (as {@link #guestRecord} writes it) into this device's copy, after
     * core has replayed every move in it: a record with a move core refuses, an ending its moves do not bear out, a
     * seat that is not this device's, or a different game under the same id changes nothing and is refused.
     */
    String mirror(String text, long now) {
        return answer(() -> {
            GameSession session;
            try {
                LocalRecords.Stored stored = LocalRecords.read(text);
                session = SessionRecords.restore(stored.record(), stored.moves(), moment(now));
            } catch (RuntimeException refused) {
                throw new Refusal(Refusal.Code.GAME_DAMAGED, "The other phone sent a game this phone's rules refuse: "
                        + (refused.getMessage() == null ? refused.getClass().getSimpleName() : refused.getMessage()));
            }
            if (!isMirror(session) || seats(session).size() != 1) {
                throw new Refusal(Refusal.Code.GAME_DAMAGED, "The other phone sent a game without a seat for this one.");
            }
            GameSession before = games.get(session.id());
            if (before != null && (!isMirror(before) || !before.startFen().equals(session.startFen())
                    || !seats(before).equals(seats(session)))) {
                throw new Refusal(Refusal.Code.GAME_DAMAGED, "The other phone sent a different game under the id "
                        + session.id() + ".");
            }
            if (before != null && before.revision() > session.revision()) {
                // An older copy arrived late: the newer one stands.
                return unchanged(StateJson.state(before, seats(before), moment(now)));
            }
            games.put(session.id(), session);
            return changed(session, StateJson.state(session, seats(session), moment(now)));
        });
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
        rematched = null;
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
        String others = rematched == null ? "" : ",\"others\":{" + Json.string(rematched.id()) + ":"
                + Json.string(record(rematched)) + "}";
        return "{\"record\":" + Json.string(record(session)) + others + ",\"result\":" + result + "}";
    }

    private String record(GameSession session) {
        return LocalRecords.write(SessionRecords.toRecord(session), uciMoves(session), hintsOf(session.id()));
    }

    private static List<String> uciMoves(GameSession session) {
        List<String> moves = new ArrayList<>();
        for (Move move : session.moves()) {
            moves.add(move.toString());
        }
        return moves;
    }

    private static String unchanged(String result) {
        return "{\"result\":" + result + "}";
    }
}
