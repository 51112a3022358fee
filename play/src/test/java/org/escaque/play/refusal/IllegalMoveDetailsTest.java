package org.escaque.play.refusal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.escaque.core.Color;
import org.escaque.core.IllegalMoveReason;
import org.escaque.core.Piece;
import org.escaque.core.PieceType;
import org.escaque.core.Square;
import org.junit.jupiter.api.Test;

/** The reason's fields, written out for the WebAssembly build, are every component of every reason record, in order. */
class IllegalMoveDetailsTest {

    @Test
    void everyReasonRecordHasAllItsComponentsInOrder() throws Exception {
        Class<?>[] kinds = IllegalMoveReason.class.getPermittedSubclasses();
        assertTrue(kinds.length >= 13, "the reasons core has: " + kinds.length);
        for (Class<?> kind : kinds) {
            RecordComponent[] components = kind.getRecordComponents();
            IllegalMoveReason reason = instance(kind, components);
            Object[] fields = IllegalMoveDetails.fields(reason);
            List<String> names = new ArrayList<>();
            for (int i = 0; i < fields.length; i += 2) {
                names.add((String) fields[i]);
                assertEquals(components[i / 2].getAccessor().invoke(reason), fields[i + 1],
                        kind.getSimpleName() + "." + fields[i]);
            }
            List<String> expected = new ArrayList<>();
            for (RecordComponent component : components) {
                expected.add(component.getName());
            }
            assertEquals(expected, names, kind.getSimpleName());
        }
    }

    @Test
    void theMapHasCodeArticleMessageThenTheFieldsAsTheApiWritesThem() {
        IllegalMoveReason reason = new IllegalMoveReason.KingInCheck(Square.of(4, 0), Square.of(4, 7),
                Piece.of(Color.BLACK, PieceType.ROOK), true);
        var map = IllegalMoveDetails.of(reason);
        assertEquals(List.of("code", "fideArticle", "message", "king", "attacker", "attackerPiece", "alreadyInCheck"),
                List.copyOf(map.keySet()));
        assertEquals("e1", map.get("king"));
        assertEquals("e8", map.get("attacker"));
        assertEquals(java.util.Map.of("color", "black", "type", "rook"), map.get("attackerPiece"));
        assertEquals(true, map.get("alreadyInCheck"));
        var castling = IllegalMoveDetails.of(new IllegalMoveReason.CastlingRefused(
                IllegalMoveReason.CastlingObstacle.values()[0], false, Optional.empty()));
        assertEquals(IllegalMoveReason.CastlingObstacle.values()[0].name().toLowerCase().replace('_', '-'),
                castling.get("obstacle"));
        assertTrue(castling.containsKey("square") && castling.get("square") == null);
    }

    private static IllegalMoveReason instance(Class<?> kind, RecordComponent[] components) throws Exception {
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> type = components[i].getType();
            types[i] = type;
            // Different values for the squares, so that a field read from the wrong component shows.
            values[i] = type == Square.class ? Square.of(i + 9)
                    : type == Piece.class ? Piece.of(Color.WHITE, PieceType.values()[i % PieceType.values().length])
                    : type == PieceType.class ? PieceType.QUEEN
                    : type == boolean.class ? Boolean.TRUE
                    : type == Optional.class ? Optional.of(Square.of(i + 20))
                    : type.isEnum() ? type.getEnumConstants()[0]
                    : null;
        }
        Constructor<?> constructor = kind.getDeclaredConstructor(types);
        constructor.setAccessible(true);
        return (IllegalMoveReason) constructor.newInstance(values);
    }
}
