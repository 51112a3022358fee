package org.escaque.wasm;

import java.util.List;
import java.util.Map;
import org.escaque.play.analysis.AnalysisView;

/**
 * An analysis as JSON, field for field as the server's Jackson writes {@link AnalysisView} (the same null fields left
 * out), for the browser's game driver. Decimal figures (already rounded to tenths) are written with their one decimal,
 * digit by digit, so that the text is the same in the WebAssembly build and on the JVM.
 */
final class AnalysisJson {

    private AnalysisJson() {
    }

    static String analysis(AnalysisView view) {
        StringBuilder json = new StringBuilder("{\"gameId\":").append(Json.string(view.gameId()))
                .append(",\"budget\":").append(Json.string(view.budget()))
                .append(",\"nodes\":").append(view.nodes())
                .append(",\"status\":").append(Json.string(view.status()))
                .append(",\"analysed\":").append(view.analysed())
                .append(",\"total\":").append(view.total())
                .append(",\"positions\":[");
        List<AnalysisView.PositionView> positions = view.positions();
        for (int i = 0; i < positions.size(); i++) {
            json.append(i == 0 ? "" : ",").append(position(positions.get(i)));
        }
        json.append("],\"moves\":[");
        List<AnalysisView.MoveView> moves = view.moves();
        for (int i = 0; i < moves.size(); i++) {
            json.append(i == 0 ? "" : ",").append(move(moves.get(i)));
        }
        json.append("],\"sides\":{");
        boolean first = true;
        for (Map.Entry<String, AnalysisView.SideView> entry : view.sides().entrySet()) {
            AnalysisView.SideView side = entry.getValue();
            json.append(first ? "" : ",").append(Json.string(entry.getKey()))
                    .append(":{\"moves\":").append(side.moves())
                    .append(",\"accuracy\":").append(side.accuracy() == null ? "null" : tenths(side.accuracy()))
                    .append(",\"inaccuracies\":").append(side.inaccuracies())
                    .append(",\"mistakes\":").append(side.mistakes())
                    .append(",\"blunders\":").append(side.blunders())
                    .append(",\"matesMissed\":").append(side.matesMissed())
                    .append(",\"matesFound\":").append(side.matesFound()).append('}');
            first = false;
        }
        return json.append("}}").toString();
    }

    /** One evaluated position, as an analysis's {@code positions} list writes it. */
    static String position(AnalysisView.PositionView position) {
        StringBuilder json = new StringBuilder("{\"ply\":").append(position.ply())
                .append(",\"eval\":").append(eval(position.eval()))
                .append(",\"whiteWin\":").append(tenths(position.whiteWin()));
        optional(json, "best", position.best());
        optional(json, "bestSan", position.bestSan());
        if (position.line() != null) {
            json.append(",\"line\":").append(Json.strings(position.line()));
        }
        return json.append(",\"depth\":").append(position.depth()).append('}').toString();
    }

    /** One judged move, as an analysis's {@code moves} list writes it. */
    static String move(AnalysisView.MoveView move) {
        StringBuilder json = new StringBuilder("{\"ply\":").append(move.ply())
                .append(",\"color\":").append(Json.string(move.color()))
                .append(",\"uci\":").append(Json.string(move.uci()))
                .append(",\"san\":").append(Json.string(move.san()))
                .append(",\"classification\":").append(Json.string(move.classification()))
                .append(",\"winBefore\":").append(tenths(move.winBefore()))
                .append(",\"winAfter\":").append(tenths(move.winAfter()))
                .append(",\"drop\":").append(tenths(move.drop()))
                .append(",\"accuracy\":").append(tenths(move.accuracy()))
                .append(",\"evalBefore\":").append(eval(move.evalBefore()))
                .append(",\"evalAfter\":").append(eval(move.evalAfter()));
        AnalysisView.BetterView better = move.better();
        if (better != null) {
            json.append(",\"better\":{\"uci\":").append(Json.string(better.uci()))
                    .append(",\"san\":").append(Json.string(better.san()))
                    .append(",\"line\":").append(Json.strings(better.line()))
                    .append(",\"eval\":").append(eval(better.eval())).append('}');
        }
        optional(json, "mate", move.mate());
        return json.append('}').toString();
    }

    private static String eval(AnalysisView.EvalView eval) {
        if (eval.cp() != null) {
            return "{\"cp\":" + eval.cp() + "}";
        }
        if (eval.mate() != null) {
            return "{\"mate\":" + eval.mate() + "}";
        }
        return "{\"checkmated\":" + Json.string(eval.checkmated()) + "}";
    }

    private static void optional(StringBuilder json, String name, String value) {
        if (value != null) {
            json.append(",\"").append(name).append("\":").append(Json.string(value));
        }
    }

    /** A figure rounded to tenths, as Java prints such a double: {@code 93.4}, {@code 100.0}, {@code -0.5}. */
    static String tenths(double value) {
        long tenths = Math.round(value * 10);
        long whole = Math.abs(tenths) / 10;
        return (tenths < 0 ? "-" : "") + whole + "." + Math.abs(tenths) % 10;
    }
}
