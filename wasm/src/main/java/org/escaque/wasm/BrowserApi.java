package org.escaque.wasm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.escaque.core.IllegalMoveException;
import org.escaque.core.Move;
import org.escaque.core.Perft;
import org.escaque.core.Position;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.escaque.engine.Bench;
import org.escaque.engine.Engine;
import org.escaque.engine.Level;
import org.escaque.engine.search.Score;
import org.escaque.engine.search.SearchInfo;
import org.escaque.engine.search.SearchLimits;
import org.escaque.engine.search.SearchListener;
import org.escaque.play.GameJson;
import org.escaque.play.analysis.Budget;
import org.escaque.play.analysis.ExploredLine;
import org.escaque.play.rules.RuleDiagrams;
import org.escaque.play.rules.RulesPage;
import org.teavm.jso.JSExport;

/**
 * What the browser's WebAssembly build exports: core's perft, the engine's search and bench, and the random-game
 * transcript the differential test compares with the JVM's. Each method takes and returns plain values and strings
 * (JSON where a result has several parts); a bad argument throws {@link IllegalArgumentException}, which reaches
 * JavaScript as an exception whose message says what was wrong. The module runs in a Web Worker
 * ({@code web/src/engine/}), one call at a time: the engine searches on the worker's thread
 * ({@link Engine#onCallerThread()}).
 */
public final class BrowserApi {

    private static Engine engine;

    private BrowserApi() {
    }

    /** The number of move sequences of {@code depth} plies from {@code fen}, as a decimal string (it may pass 2^53). */
    @JSExport
    public static String perft(String fen, int depth) {
        if (depth < 0 || depth > 10) {
            throw new IllegalArgumentException("depth must be 0 to 10, not " + depth);
        }
        return Long.toString(Perft.count(position(fen), depth));
    }

    /** {@link Transcript#games}: one line per random game. */
    @JSExport
    public static String transcript(int seed, int count) {
        return Transcript.games(seed, count);
    }

    /** {@link Transcript#game}: every line of one random game. */
    @JSExport
    public static String transcriptGame(int seed, int index) {
        return Transcript.game(seed, index);
    }

    /** How many positions the engine's bench searches. */
    @JSExport
    public static int benchSize() {
        return Bench.size();
    }

    private static void requireBenchPosition(int index) {
        if (index < 0 || index >= Bench.size()) {
            throw new IllegalArgumentException("bench position " + index + " does not exist");
        }
    }

    /** Bench position {@code index}, as FEN. */
    @JSExport
    public static String benchPosition(int index) {
        requireBenchPosition(index);
        return Bench.position(index);
    }

    /** Bench position {@code index} searched to {@code depth}: {@code "<best move> <nodes>"}, as on the JVM. */
    @JSExport
    public static String benchSearch(int index, int depth) {
        requireBenchPosition(index);
        Bench.Result result = Bench.search(index, depth);
        return result.bestMove() + " " + result.nodes();
    }

    /**
     * The engine's move in the position after {@code moves} (UCI, space-separated) from {@code fen}, at {@code level}
     * (1 to 8) within the limits given (0: none; at least one of depth, nodes and milliseconds), with {@code seed} for
     * the weaker levels' random choices. JSON: {@code uci}, {@code san}, {@code depth}, {@code nodes}, and {@code cp} or
     * {@code mate} from the side to move's view; {@code {"uci":null}} when the position has no legal move.
     */
    @JSExport
    public static String bestMove(String fen, String moves, int level, int depth, int nodes, int millis, int seed) {
        if (depth <= 0 && nodes <= 0 && millis <= 0) {
            throw new IllegalArgumentException("a search needs a limit: depth, nodes or milliseconds");
        }
        Position start = position(fen);
        List<Move> played = new ArrayList<>();
        Position current = start;
        for (String text : moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+")) {
            Move move;
            try {
                move = UciMove.parse(current, text);
                current = current.play(move);
            } catch (IllegalMoveException | IllegalArgumentException refused) {
                throw new IllegalArgumentException("move " + (played.size() + 1) + " (" + text + ") is not legal");
            }
            played.add(move);
        }
        Engine searching = engine();
        searching.setLevel(level);
        searching.setRandomSeed(seed);
        try {
            searching.setPosition(start, played);
        } catch (IllegalMoveException impossible) {
            throw new IllegalStateException(impossible);
        }
        SearchLimits.Builder limits = SearchLimits.builder();
        if (depth > 0) {
            limits.depth(depth);
        }
        if (nodes > 0) {
            limits.nodes(nodes);
        }
        if (millis > 0) {
            limits.moveTime(millis);
        }
        Answer answer = new Answer();
        searching.go(limits.build(), answer);
        if (answer.move == null) {
            return "{\"uci\":null}";
        }
        StringBuilder json = new StringBuilder("{\"uci\":\"").append(answer.move).append("\",\"san\":\"")
                .append(San.format(current, answer.move)).append('"');
        if (answer.last != null) {
            json.append(",\"depth\":").append(answer.last.depth()).append(",\"nodes\":").append(answer.last.nodes());
            Score score = answer.last.score();
            json.append(score.isMate() ? ",\"mate\":" : ",\"cp\":").append(score.value());
        }
        return json.append('}').toString();
    }

    // ---- games of this browser, with no Escaque host (LocalGames; the page's src/local/ keeps their records) ----

    private static final LocalGames LOCAL = new LocalGames();

    /** Takes back a stored game record: an empty string, or why it cannot be replayed. */
    @JSExport
    public static String localRestore(String record, double now) {
        return LOCAL.restore(record, (long) now);
    }

    /** Forgets a game whose record could not be stored. */
    @JSExport
    public static void localForget(String id) {
        LOCAL.forget(id);
        ANALYSES.forget(id);
    }

    @JSExport
    public static String localCreate(String mode, String timeControl, int level, String color, String fen,
            String whiteName, String blackName, String ownName, double now) {
        return LOCAL.create(mode, timeControl, level, color, fen, whiteName, blackName, ownName, (long) now);
    }

    /** Whether a game could start from a FEN: the board editor's check as the position is edited. */
    @JSExport
    public static String localCheckPosition(String fen) {
        return LOCAL.checkPosition(fen);
    }

    @JSExport
    public static String localImport(String pgn, double now) {
        return LOCAL.importPgn(pgn, (long) now);
    }

    @JSExport
    public static String localState(String id, double now) {
        return LOCAL.state(id, (long) now);
    }

    @JSExport
    public static String localMove(String id, String text, boolean san, int ply, boolean claimDraw, double now) {
        return LOCAL.move(id, text, san, ply, claimDraw, (long) now);
    }

    @JSExport
    public static String localAct(String id, String type, String color, double now) {
        return LOCAL.act(id, type, color, (long) now);
    }

    @JSExport
    public static String localComputer(String id, double now) {
        return LOCAL.computerMove(id, (long) now);
    }

    @JSExport
    public static String localDelete(String id, double now) {
        String answer = LOCAL.delete(id, (long) now);
        if (!LOCAL.has(id)) {
            ANALYSES.forget(id);
        }
        return answer;
    }

    @JSExport
    public static String localHint(String id, int ply, String reveal, double now) {
        return LOCAL.hint(id, ply, reveal, (long) now);
    }

    @JSExport
    public static String localPgn(String id, String lang) {
        return LOCAL.pgn(id, lang);
    }

    @JSExport
    public static String localList(String status, int limit, int offset) {
        return LOCAL.list(status, limit, offset);
    }

    // ---- games between two phones (the page's src/peer/ carries them over a WebRTC data channel) ----

    /** {@link LocalGames#peerJoin}: the guest's phone, by its token's SHA-256, takes or resumes its seat. */
    @JSExport
    public static String localPeerJoin(String id, String tokenHash, String name, double now) {
        return LOCAL.peerJoin(id, tokenHash, name, (long) now);
    }

    /** {@link LocalGames#peerLink}: the guest's link opened or closed. */
    @JSExport
    public static String localPeerLink(String id, boolean open, double now) {
        return LOCAL.peerLink(id, open, (long) now);
    }

    /** {@link LocalGames#peerView}: the game as the guest's phone sees it, with the record its copy keeps. */
    @JSExport
    public static String localPeerView(String id, String tokenHash, double now) {
        return LOCAL.peerView(id, tokenHash, (long) now);
    }

    /** {@link LocalGames#peerMove}: a move from the guest's phone. */
    @JSExport
    public static String localPeerMove(String id, String tokenHash, String text, boolean san, int ply,
            boolean claimDraw, double now) {
        return LOCAL.peerMove(id, tokenHash, text, san, ply, claimDraw, (long) now);
    }

    /** {@link LocalGames#peerAct}: an action from the guest's phone. */
    @JSExport
    public static String localPeerAct(String id, String tokenHash, String type, double now) {
        return LOCAL.peerAct(id, tokenHash, type, (long) now);
    }

    /** {@link LocalGames#mirror}: the guest's phone takes the other phone's record into its copy, checked by core. */
    @JSExport
    public static String localMirror(String record, double now) {
        return LOCAL.mirror(record, (long) now);
    }

    // ---- analyses of this browser's games (LocalAnalyses; the page runs them in a worker of their own) ----

    private static final LocalAnalyses ANALYSES = new LocalAnalyses(LOCAL);

    /** Takes back a stored analysis record: an empty string, or why it cannot be read. */
    @JSExport
    public static String localAnalysisRestore(String record) {
        return ANALYSES.restore(record);
    }

    @JSExport
    public static String localAnalysisRequest(String id, String budget, double now) {
        return ANALYSES.request(id, budget, (long) now);
    }

    /** Evaluates the next position of a running analysis (a search of the budget's nodes, on this thread). */
    @JSExport
    public static String localAnalysisStep(String id, String budget, double now) {
        return ANALYSES.step(id, budget, (long) now);
    }

    @JSExport
    public static String localAnalysisCancel(String id, String budget, double now) {
        return ANALYSES.cancel(id, budget, (long) now);
    }

    @JSExport
    public static String localAnalysisList(String id) {
        return ANALYSES.list(id);
    }

    @JSExport
    public static String localAnalysisPgn(String id, String budget, String lang) {
        return ANALYSES.pgn(id, budget, lang);
    }

    // ---- lines explored from a finished game's positions (ExploredLine), on the host's pages as with no host ----

    /**
     * The line {@code moves} (UCI, space-separated) from {@code fen}: each move's UCI, SAN and FEN after it, and the
     * position reached with its side to move, check, legal destinations and how the board ends play there (or null).
     */
    @JSExport
    public static String exploreLine(String fen, String moves) {
        ExploredLine line = ExploredLine.of(fen, words(moves));
        StringBuilder json = new StringBuilder("{\"start\":").append(Json.string(line.start().fen()))
                .append(",\"moves\":[");
        for (ExploredLine.Step step : line.steps()) {
            json.append(json.charAt(json.length() - 1) == '[' ? "" : ",")
                    .append("{\"uci\":").append(Json.string(step.uci()))
                    .append(",\"san\":").append(Json.string(step.san()))
                    .append(",\"fen\":").append(Json.string(step.fen())).append('}');
        }
        Position end = line.end();
        return json.append("],\"fen\":").append(Json.string(end.fen()))
                .append(",\"turn\":").append(Json.string(end.turn().id()))
                .append(",\"check\":").append(end.isCheck())
                .append(",\"dests\":").append(GameJson.dests(end))
                .append(",\"ending\":").append(Json.string(line.ending()))
                .append('}').toString();
    }

    /**
     * The evaluation of the end of the line {@code moves} from {@code fen}, as a quick analysis evaluates a game's
     * position (the same nodes, a fresh table): a position of an analysis's {@code positions}, its ply the line's length.
     */
    @JSExport
    public static String exploreEvaluate(String fen, String moves) {
        ExploredLine line = ExploredLine.of(fen, words(moves));
        return AnalysisJson.position(line.evaluate(ANALYSES.engine(), Budget.QUICK.nodes()));
    }

    /**
     * The last move of the line {@code moves} from {@code fen} judged as an analysis of {@code budget} judges a game's
     * move, against that analysis's word on the position before it ({@code kind} {@code cp} or {@code mate} and
     * {@code value}, White's point of view, and the engine's move {@code best}); the position after it evaluated as
     * {@link #exploreEvaluate} evaluates one, on the budget's nodes. A move of an analysis's {@code moves}.
     */
    @JSExport
    public static String exploreJudge(String fen, String moves, String budget, String kind, int value, String best) {
        ExploredLine line = ExploredLine.of(fen, words(moves));
        long nodes = Budget.fromId(budget).orElseThrow(() -> new IllegalArgumentException("no budget " + budget)).nodes();
        return AnalysisJson.move(line.judgeLast(ANALYSES.engine(), nodes, line.reviewed(kind, value, best)));
    }

    private static List<String> words(String text) {
        String trimmed = text == null ? "" : text.trim();
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    }

    /**
     * {@code GET /api/rules}: the rules page's move-sequence counts and diagrams, computed here by core as the host
     * computes them.
     */
    @JSExport
    public static String rules() {
        RulesPage page = RulesPage.compute(RuleDiagrams.all());
        StringBuilder json = new StringBuilder("{\"perft\":{");
        page.perft().forEach((depth, count) -> json.append(json.charAt(json.length() - 1) == '{' ? "" : ",")
                .append(Json.string(depth)).append(':').append(count));
        json.append("},\"diagrams\":[");
        for (RulesPage.DiagramView diagram : page.diagrams()) {
            if (json.charAt(json.length() - 1) != '[') {
                json.append(',');
            }
            json.append("{\"id\":").append(Json.string(diagram.id()))
                    .append(",\"fen\":").append(Json.string(diagram.fen()))
                    .append(",\"move\":").append(Json.string(diagram.move()))
                    .append(",\"san\":").append(Json.string(diagram.san()))
                    .append(",\"legal\":").append(diagram.legal())
                    .append(",\"shows\":").append(Json.string(diagram.shows()))
                    .append(",\"lastMove\":").append(Json.strings(diagram.lastMove()))
                    .append(",\"check\":").append(Json.string(diagram.check()))
                    .append(",\"fenAfter\":").append(Json.string(diagram.fenAfter()))
                    .append(",\"reason\":").append(StateJson.value(diagram.reason()))
                    .append('}');
        }
        return json.append("]}").toString();
    }

    /** {@code GET /api/levels}: the computer's levels with their approximate ratings. */
    @JSExport
    public static String levels() {
        StringBuilder json = new StringBuilder("{\"levels\":[");
        for (Level level : Level.all()) {
            if (json.charAt(json.length() - 1) != '[') {
                json.append(',');
            }
            json.append("{\"level\":").append(level.number()).append(",\"rating\":").append(level.rating()).append('}');
        }
        return json.append("]}").toString();
    }

    private static Engine engine() {
        if (engine == null) {
            engine = Engine.onCallerThread();
        }
        return engine;
    }

    private static Position position(String fen) {
        try {
            return Position.fromFen(fen);
        } catch (IllegalArgumentException refused) {
            throw new IllegalArgumentException("not a valid FEN: " + refused.getMessage());
        }
    }

    /** Keeps the last report and the answer of a search made on this thread. */
    private static final class Answer implements SearchListener {
        private SearchInfo last;
        private Move move;

        @Override
        public void info(SearchInfo info) {
            if (info.multiPv() == 1) {
                last = info;
            }
        }

        @Override
        public void bestMove(Move best, Optional<Move> ponder) {
            move = best;
        }

        @Override
        public void noLegalMove() {
            move = null;
        }
    }
}
