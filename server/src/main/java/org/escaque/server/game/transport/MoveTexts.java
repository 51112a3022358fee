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
 * The moves a state lists, with their JSON array kept: a move's text never changes once played, so a new move
 * extends the previous revision's array instead of having every move written again. Every state pushed during a
 * game lists all its moves, so this turns the largest part of each push from work per move into one copy.
 */
@JsonSerialize(using = MoveTexts.AsJson.class)
final class MoveTexts extends AbstractList<MoveText> {

    private static final MoveTexts NONE = new MoveTexts(List.of(), "[]");

    private final List<MoveText> texts;
    private final String json;

    private MoveTexts(List<MoveText> texts, String json) {
        this.texts = texts;
        this.json = json;
    }

    /** The texts; the JSON of the first {@code kept} is taken from {@code previous} when it holds them. */
    static MoveTexts of(List<MoveText> texts, Optional<List<MoveText>> previous, int kept) {
        if (texts.isEmpty()) {
            return NONE;
        }
        StringBuilder array = new StringBuilder(64 + texts.size() * 96);
        int from = 0;
        if (kept > 0 && previous.isPresent() && previous.get() instanceof MoveTexts before
                && before.size() >= kept) {
            if (kept == before.size()) {
                array.append(before.json, 0, before.json.length() - 1);
                from = kept;
            }
        }
        if (from == 0) {
            array.append('[');
        }
        for (int i = from; i < texts.size(); i++) {
            if (i > 0) {
                array.append(',');
            }
            write(texts.get(i), array);
        }
        return new MoveTexts(List.copyOf(texts), array.append(']').toString());
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

    /** Writes the kept array as it is. */
    static final class AsJson extends StdSerializer<MoveTexts> {

        private static final long serialVersionUID = 1L;

        AsJson() {
            super(MoveTexts.class);
        }

        @Override
        public void serialize(MoveTexts value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeRawValue(value.json);
        }
    }
}
