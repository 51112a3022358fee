package org.escaque.server;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.escaque.core.IllegalMoveReason;
import org.escaque.core.Piece;
import org.escaque.core.Square;

/**
 * The structured reason for an illegal move, as the API sends it: {@code code}, {@code fideArticle},
 * {@code message} and every field of the core's reason record (squares as {@code "e4"}, pieces as
 * {@code {"color": "white", "type": "knight"}}, flags as booleans, enum values in lower-case words).
 */
public final class IllegalMoveDetails {

    private IllegalMoveDetails() {
    }

    /** The reason as a JSON-ready map. */
    public static Map<String, Object> of(IllegalMoveReason reason) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("code", reason.code());
        map.put("fideArticle", reason.fideArticle());
        map.put("message", reason.describe());
        if (reason instanceof Record) {
            for (RecordComponent component : reason.getClass().getRecordComponents()) {
                map.put(component.getName(), value(read(component, reason)));
            }
        }
        return map;
    }

    private static Object read(RecordComponent component, Object record) {
        try {
            component.getAccessor().setAccessible(true);
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of a move reason", e);
        }
    }

    private static Object value(Object value) {
        if (value instanceof Optional<?> optional) {
            return optional.map(IllegalMoveDetails::value).orElse(null);
        }
        if (value instanceof Square square) {
            return square.id();
        }
        if (value instanceof Piece piece) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("color", piece.color().id());
            map.put("type", piece.type().name().toLowerCase(Locale.ROOT));
            return map;
        }
        if (value instanceof Enum<?> constant) {
            return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
        return value;
    }
}
