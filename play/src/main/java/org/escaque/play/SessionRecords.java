package org.escaque.play;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Position;
import org.escaque.core.game.Outcome;
import org.escaque.core.game.Termination;
import org.escaque.core.Fen;
import org.escaque.core.notation.UciMove;
import org.escaque.core.pgn.PgnGame;
import org.escaque.core.pgn.PgnWriter;
import org.escaque.engine.Level;

/** Turns a {@link GameSession} into a {@link GameRecord} row and back. */
public final class SessionRecords {

    private SessionRecords() {
    }

    /** The row that stores {@code session} as it is now. */
    public static GameRecord toRecord(GameSession session) {
        Optional<ClockState> clock = session.clock();
        Optional<Outcome> ending = session.outcome();
        Seat white = session.seat(Color.WHITE);
        Seat black = session.seat(Color.BLACK);
        Integer level = white.level().or(black::level).orElse(null);
        return new GameRecord(session.id(), session.mode().id(), session.startFen(),
                session.position().fen(), session.ply(), ending.isPresent() ? GameRecord.FINISHED : GameRecord.ACTIVE,
                ending.map(Outcome::result).orElse(null), ending.map(o -> o.termination().id()).orElse(null),
                white.kind().id(), black.kind().id(), white.tokenHash().orElse(null), black.tokenHash().orElse(null),
                level, session.timeControl().map(TimeControl::text).orElse(null),
                clock.map(ClockState::whiteMillis).orElse(null), clock.map(ClockState::blackMillis).orElse(null),
                clock.flatMap(ClockState::running).map(Color::id).orElse(null),
                session.drawOffer().map(Color::id).orElse(null), session.takebackOffer().map(Color::id).orElse(null),
                tagsText(session.tags()), session.createdAt(), session.updatedAt(),
                session.lan().joinCode().orElse(null), session.lan().spectators(), session.rematchId().orElse(null),
                session.revision());
    }

    /**
     * The session a stored game describes, its moves replayed by core's game (which checks the stored ending against
     * them). A clock that was running resumes at {@code now}: the time the server was down is not charged to anyone.
     */
    public static GameSession restore(GameRecord record, List<String> storedMoves, Moment now) {
        try {
            Position start = Fen.parse(record.startFen());
            Map<Color, Seat> seats = new EnumMap<>(Color.class);
            seats.put(Color.WHITE, seat(record.whitePlayer(), record.whiteTokenHash(), record.computerLevel()));
            seats.put(Color.BLACK, seat(record.blackPlayer(), record.blackTokenHash(), record.computerLevel()));
            Optional<TimeControl> control = Optional.ofNullable(record.timeControl()).map(TimeControl::parse);
            GameSession session = new GameSession(record.id(), GameMode.fromId(record.mode()).orElseThrow(
                    () -> new DamagedGameException("unknown mode '" + record.mode() + "'")), start, seats, control,
                    tagsOf(record.tags()), new Moment(record.createdAt(), now.steadyMillis()),
                    new GameSession.LanSettings(Optional.ofNullable(record.joinCode()), record.spectators()));
            session.restore(new GameSession.Stored(legalMoves(start, storedMoves), endingOf(record),
                    clockOf(record), colorOf(record.drawOffer()), colorOf(record.takebackOffer()), record.updatedAt(),
                    record.version(), Optional.ofNullable(record.rematchId())), now);
            if (GameRecord.ACTIVE.equals(record.status()) && session.isFinished()) {
                throw new DamagedGameException("it is stored as unfinished, but its moves end it ("
                        + session.outcome().orElseThrow().termination().id() + ")");
            }
            return session;
        } catch (DamagedGameException e) {
            throw e;
        } catch (IllegalMoveException | RuntimeException e) {
            // Whatever core or the row's values refuse: the game cannot be replayed as stored.
            throw new DamagedGameException(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    /**
     * The game's moves as far as they are legal, as export-format PGN (result {@code *}): what a damaged game still
     * shows. Empty when even its starting position cannot be read.
     */
    public static String pgnAsFarAsLegal(GameRecord record, List<String> storedMoves) {
        Position start;
        try {
            start = Fen.parse(record.startFen());
        } catch (RuntimeException e) {
            return "";
        }
        List<Move> moves = new java.util.ArrayList<>();
        Position position = start;
        for (String uci : storedMoves) {
            try {
                Move move = UciMove.parse(position, uci);
                position = position.play(move);
                moves.add(move);
            } catch (IllegalMoveException | RuntimeException e) {
                break;
            }
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Escaque " + record.mode() + " game " + record.id() + " (damaged)");
        tags.put("Site", "Escaque");
        tags.put("Date", "????.??.??");
        tags.put("Round", "-");
        tags.put("White", "?");
        tags.put("Black", "?");
        try {
            tags.putAll(PgnImport.withoutOwnTags(tagsOf(record.tags())));
        } catch (RuntimeException e) {
            // Tags that cannot be read are left out; the moves matter more.
        }
        return PgnWriter.format(PgnGame.of(tags, start, moves, "*"));
    }

    private static List<Move> legalMoves(Position start, List<String> ucis) {
        Position position = start;
        List<Move> moves = new java.util.ArrayList<>(ucis.size());
        for (int ply = 0; ply < ucis.size(); ply++) {
            String uci = ucis.get(ply);
            try {
                Move move = UciMove.parse(position, uci);
                moves.add(move);
                position = position.play(move);
            } catch (IllegalMoveException | RuntimeException e) {
                throw new DamagedGameException("the move stored at half-move " + ply + ", '" + uci + "', cannot be "
                        + "played in " + position.fen() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            }
        }
        return moves;
    }

    private static Seat seat(String kind, String tokenHash, Integer level) {
        if (PlayerKind.fromId(kind) == PlayerKind.COMPUTER) {
            return Seat.computer(level == null ? Level.MIN : level);
        }
        return tokenHash == null ? Seat.open() : Seat.human(tokenHash);
    }

    private static Optional<ClockState> clockOf(GameRecord record) {
        if (record.timeControl() == null || record.whiteMillis() == null || record.blackMillis() == null) {
            return Optional.empty();
        }
        // The start of a running clock is not stored (steady readings mean nothing to another run): restore
        // resumes it at the moment the game is read.
        return Optional.of(new ClockState(record.whiteMillis(), record.blackMillis(), colorOf(record.clockRunning()),
                0));
    }

    private static Optional<Outcome> endingOf(GameRecord record) {
        if (!GameRecord.FINISHED.equals(record.status()) || record.termination() == null) {
            return Optional.empty();
        }
        Termination termination = Termination.fromId(record.termination()).orElseThrow(
                () -> new IllegalStateException("unknown termination " + record.termination()));
        return Optional.of(new Outcome(termination, Outcome.winnerOf(record.result())));
    }

    private static Optional<Color> colorOf(String id) {
        if (id == null) {
            return Optional.empty();
        }
        return Optional.of(id.equals("white") ? Color.WHITE : Color.BLACK);
    }

    /** Extra PGN tags kept with a game, written as PGN tag pairs. */
    private static String tagsText(Map<String, String> tags) {
        if (tags.isEmpty()) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        tags.forEach((name, value) -> text.append('[').append(name).append(" \"").append(PgnWriter.escape(value))
                .append("\"]\n"));
        return text.toString();
    }

    /** A stored game's tags, read from their PGN text (none when there is none). */
    public static Map<String, String> tagsOf(String text) {
        if (text == null || text.isBlank()) {
            return Map.of();
        }
        return new LinkedHashMap<>(PgnGame.parse(text + "\n*\n").tags());
    }
}
