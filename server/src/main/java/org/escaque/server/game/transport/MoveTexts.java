package org.escaque.server.game.transport;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import org.escaque.server.game.transport.ApiTypes.MoveText;

/**
 * The moves a state lists, with each move's JSON kept: a move's text never changes once played, so a new revision
 * takes the JSON of the moves it shares with the previous one and writes only the new move's. Every state pushed
 * during a game lists all its moves, so this turns the largest part of each push from formatting per move into
 * copying.
 *
 * <p>The JSON is kept move by move, not as one string for the whole array: a string for the array would be made
 * anew at every move (a copy of the last one and a bit more) and live until the next move, about a second, which is
 * long enough to be copied by the young collections and then moved to the old generation, where it dies (with a
 * thousand games that was about 2 MB a collection, young pauses of 15-20 ms and a full collection every half
 * minute). A move's own JSON lives as long as its game, like the move.
 */
@JsonSerialize(using = MoveTexts.AsJson.class)
final class MoveTexts extends AbstractList<MoveText> {

    private static final MoveTexts NONE = new MoveTexts(List.of(), List.of());

    private final List<MoveText> texts;
    private final List<String> json;

    private MoveTexts(List<MoveText> texts, List<String> json) {
        this.texts = texts;
        this.json = json;
    }

    /** The texts; the JSON of the first {@code kept} is taken from {@code previous} when it holds them. */
    static MoveTexts of(List<MoveText> texts, Optional<List<MoveText>> previous, int kept) {
        if (texts.isEmpty()) {
            return NONE;
        }
        String[] json = new String[texts.size()];
        int from = 0;
        if (kept > 0 && previous.isPresent() && previous.get() instanceof MoveTexts before
                && before.size() >= kept) {
            for (; from < kept; from++) {
                json[from] = before.json.get(from);
            }
        }
        StringBuilder object = new StringBuilder(128);
        for (int i = from; i < texts.size(); i++) {
            object.setLength(0);
            write(texts.get(i), object);
            json[i] = object.toString();
        }
        return new MoveTexts(List.copyOf(texts), List.of(json));
    }

    private static void write(MoveText text, StringBuilder out) {
        out.append("{\"uci\":\"");
        quote(text.uci(), out);
        out.append("\",\"san\":\"");
        quote(text.san(), out);
        out.append("\",\"fen\":\"");
        quote(text.fen(), out);
        out.append("\"}");
    }

    private static void quote(String value, StringBuilder out) {
        JsonStringEncoder.getInstance().quoteAsString(value, out);
    }

    @Override
    public MoveText get(int index) {
        return texts.get(index);
    }

    @Override
    public int size() {
        return texts.size();
    }

    /** Writes the kept JSON of each move. */
    static final class AsJson extends StdSerializer<MoveTexts> {

        private static final long serialVersionUID = 1L;

        AsJson() {
            super(MoveTexts.class);
        }

        @Override
        public void serialize(MoveTexts value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeStartArray();
            for (String move : value.json) {
                generator.writeRawValue(move);
            }
            generator.writeEndArray();
        }
    }
}
