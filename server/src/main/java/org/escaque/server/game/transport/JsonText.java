package org.escaque.server.game.transport;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * A part of a state kept as its JSON text, written as it is. A state's legal destinations and claim moves are
 * kept this way: as maps of lists they were a few kilobytes of small objects per move that lived until the next
 * move (about a second under load), long enough to be copied by young collections and moved to the old generation,
 * where they died; as one string they are a few hundred bytes.
 *
 * @param json the JSON text, well formed (its makers write it from values they check)
 */
@JsonSerialize(using = JsonText.AsJson.class)
record JsonText(String json) {

    /** The empty object. */
    static final JsonText EMPTY_OBJECT = new JsonText("{}");

    /** Writes the text as it is. */
    static final class AsJson extends StdSerializer<JsonText> {

        private static final long serialVersionUID = 1L;

        AsJson() {
            super(JsonText.class);
        }

        @Override
        public void serialize(JsonText value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeRawValue(value.json());
        }
    }
}
