package org.escaque.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.UncheckedIOException;
import java.util.stream.Collectors;

/**
 * The API's JSON: one strictly configured mapper. Reading refuses unknown fields, wrong types, duplicate keys and
 * trailing text, each with an {@link Refusal} whose message names the field; writing leaves out only the
 * fields the DTOs mark as optional.
 */
public final class JsonCodec {

    private final ObjectMapper mapper = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .serializationInclusion(JsonInclude.Include.ALWAYS)
            .build();

    /** The configured mapper (for Javalin's own JSON output). */
    public ObjectMapper mapper() {
        return mapper;
    }

    /** Reads a request body as {@code type}; a body that is not such JSON is refused with a 400 saying why. */
    public <T> T read(String body, Class<T> type) {
        if (body == null || body.isBlank()) {
            throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body is empty; it must be a JSON object.");
        }
        try {
            T value = mapper.readValue(body, type);
            if (value == null) {
                throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body must be a JSON object, not null.");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new Refusal(Refusal.Code.UNKNOWN_FIELD, "Unknown field '" + e.getPropertyName() + "'. Allowed: "
                    + e.getKnownPropertyIds().stream().map(Object::toString).sorted().collect(Collectors.joining(", "))
                    + ".");
        } catch (MismatchedInputException e) {
            throw new Refusal(Refusal.Code.INVALID_FIELD, fieldProblem(e));
        } catch (JsonProcessingException e) {
            // The parser's own words are not for people: say where the text stops being JSON.
            throw new Refusal(Refusal.Code.MALFORMED_JSON, "The request body is not valid JSON" + where(e) + ".");
        }
    }

    /** Writes a value as JSON text. */
    public String write(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String where(JsonProcessingException e) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    private static String fieldProblem(JsonMappingException e) {
        String path = e.getPath().stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName()
                        : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining("."));
        if (path.isEmpty()) {
            return "The request body must be a JSON object.";
        }
        return "Field '" + path + "' has the wrong type or value.";
    }
}
