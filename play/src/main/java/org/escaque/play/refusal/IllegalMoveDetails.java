package org.escaque.play.refusal;

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
        Object[] fields = fields(reason);
        for (int i = 0; i < fields.length; i += 2) {
            map.put((String) fields[i], value(fields[i + 1]));
        }
        return map;
    }

    /**
     * Each field of the reason's record, name then value, in the record's order. Written out rather than read by
     * reflection, which the browser's WebAssembly build does not have; {@code IllegalMoveDetailsTest} checks the
     * names against the records' own components, so a field added in core cannot be left out here.
     */
    static Object[] fields(IllegalMoveReason reason) {
        if (reason instanceof IllegalMoveReason.NoPiece r) {
            return new Object[] {"square", r.square()};
        } else if (reason instanceof IllegalMoveReason.NotYourTurn r) {
            return new Object[] {"square", r.square(), "piece", r.piece()};
        } else if (reason instanceof IllegalMoveReason.WrongPattern r) {
            return new Object[] {"from", r.from(), "to", r.to(), "piece", r.piece()};
        } else if (reason instanceof IllegalMoveReason.PathBlocked r) {
            return new Object[] {"from", r.from(), "to", r.to(), "blocker", r.blocker()};
        } else if (reason instanceof IllegalMoveReason.OwnPieceOnTarget r) {
            return new Object[] {"target", r.target()};
        } else if (reason instanceof IllegalMoveReason.PawnCannotCaptureThatWay r) {
            return new Object[] {"from", r.from(), "to", r.to()};
        } else if (reason instanceof IllegalMoveReason.PawnMovesDiagonallyOnlyToCapture r) {
            return new Object[] {"from", r.from(), "to", r.to()};
        } else if (reason instanceof IllegalMoveReason.KingInCheck r) {
            return new Object[] {"king", r.king(), "attacker", r.attacker(), "attackerPiece", r.attackerPiece(),
                "alreadyInCheck", r.alreadyInCheck()};
        } else if (reason instanceof IllegalMoveReason.CastlingRefused r) {
            return new Object[] {"obstacle", r.obstacle(), "kingside", r.kingside(), "square", r.square()};
        } else if (reason instanceof IllegalMoveReason.EnPassantUnavailable r) {
            return new Object[] {"to", r.to()};
        } else if (reason instanceof IllegalMoveReason.PromotionRequired r) {
            return new Object[] {"to", r.to()};
        } else if (reason instanceof IllegalMoveReason.PromotionNotAllowed r) {
            return new Object[] {"from", r.from(), "to", r.to(), "asked", r.asked()};
        } else if (reason instanceof IllegalMoveReason.NullMove r) {
            return new Object[] {"square", r.square()};
        }
        throw new IllegalArgumentException("a reason this class does not know: " + reason.getClass().getName());
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
