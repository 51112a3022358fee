package org.escaque.wasm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.escaque.play.GameRecord;
import org.escaque.play.HintRules;

/**
 * A local game as the browser keeps it (in IndexedDB, one text per game): the fields of the server's
 * {@link GameRecord}, one per line as {@code name value}, then the moves in UCI on the line {@code moves}. Written and
 * read here only: the page stores the text as it is. A value is escaped ({@code \\}, {@code \n}) and {@code -} alone is
 * null ({@code \-} is a lone hyphen). After the moves, one line per hint given: {@code hint PLY REVEAL UCI FEN}.
 */
final class LocalRecords {

    static final String HEADER = "escaque-local-game 1";

    private static final List<String> FIELDS = List.of("id", "mode", "startFen", "fen", "ply", "status", "result",
            "termination", "whitePlayer", "blackPlayer", "whiteTokenHash", "blackTokenHash", "computerLevel",
            "timeControl", "whiteMillis", "blackMillis", "clockRunning", "drawOffer", "takebackOffer", "tags",
            "createdAt", "updatedAt", "joinCode", "spectators", "rematchId", "version");

    /** A record, its moves and the hints given, as read back. */
    record Stored(GameRecord record, List<String> moves, List<HintRules.Given> hints) {
    }

    private LocalRecords() {
    }

    static String write(GameRecord record, List<String> moves, List<HintRules.Given> hints) {
        Object[] values = {record.id(), record.mode(), record.startFen(), record.fen(), record.ply(), record.status(),
            record.result(), record.termination(), record.whitePlayer(), record.blackPlayer(), record.whiteTokenHash(),
            record.blackTokenHash(), record.computerLevel(), record.timeControl(), record.whiteMillis(),
            record.blackMillis(), record.clockRunning(), record.drawOffer(), record.takebackOffer(), record.tags(),
            record.createdAt(), record.updatedAt(), record.joinCode(), record.spectators(), record.rematchId(),
            record.version()};
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (int i = 0; i < FIELDS.size(); i++) {
            text.append(FIELDS.get(i)).append(' ').append(escape(values[i])).append('\n');
        }
        text.append("moves ").append(String.join(" ", moves)).append('\n');
        for (HintRules.Given hint : hints) {
            text.append("hint ").append(hint.ply()).append(' ').append(hint.reveal()).append(' ').append(hint.uci())
                    .append(' ').append(hint.fen()).append('\n');
        }
        return text.toString();
    }

    /** The record and moves {@code text} holds; a text this class did not write is refused. */
    static Stored read(String text) {
        String[] lines = text.split("\n");
        if (lines.length < FIELDS.size() + 2 || !lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("not a local game record");
        }
        String[] values = new String[FIELDS.size()];
        for (int i = 0; i < FIELDS.size(); i++) {
            String line = lines[i + 1];
            String name = FIELDS.get(i);
            if (!line.startsWith(name + " ")) {
                throw new IllegalArgumentException("line " + (i + 2) + " is not '" + name + "'");
            }
            values[i] = unescape(line.substring(name.length() + 1));
        }
        String moveLine = lines[FIELDS.size() + 1];
        if (!moveLine.startsWith("moves")) {
            throw new IllegalArgumentException("no moves line");
        }
        String moveText = moveLine.substring("moves".length()).trim();
        List<String> moves = moveText.isEmpty() ? List.of() : new ArrayList<>(Arrays.asList(moveText.split(" ")));
        GameRecord record = new GameRecord(values[0], values[1], values[2], values[3], Integer.parseInt(values[4]),
                values[5], values[6], values[7], values[8], values[9], values[10], values[11], integer(values[12]),
                values[13], longValue(values[14]), longValue(values[15]), values[16], values[17], values[18], values[19],
                Long.parseLong(values[20]), Long.parseLong(values[21]), values[22], Boolean.parseBoolean(values[23]),
                values[24], Long.parseLong(values[25]));
        List<HintRules.Given> hints = new ArrayList<>();
        for (int i = FIELDS.size() + 2; i < lines.length; i++) {
            String[] parts = lines[i].split(" ", 5);
            if (parts.length != 5 || !parts[0].equals("hint")) {
                throw new IllegalArgumentException("line " + (i + 1) + " is not a hint");
            }
            hints.add(new HintRules.Given(Integer.parseInt(parts[1]), parts[4], parts[3], HintRules.reveal(parts[2])));
        }
        return new Stored(record, moves, hints);
    }

    private static Integer integer(String value) {
        return value == null ? null : Integer.valueOf(value);
    }

    private static Long longValue(String value) {
        return value == null ? null : Long.valueOf(value);
    }

    private static String escape(Object value) {
        if (value == null) {
            return "-";
        }
        String text = value.toString();
        if (text.equals("-")) {
            return "\\-";
        }
        return text.replace("\\", "\\\\").replace("\n", "\\n");
    }

    private static String unescape(String text) {
        if (text.equals("-")) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
