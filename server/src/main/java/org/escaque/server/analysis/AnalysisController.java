package org.escaque.server.analysis;

import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.escaque.play.PgnLanguage;
import org.escaque.play.analysis.AnalysisView;
import org.escaque.play.analysis.Budget;
import org.escaque.play.refusal.Refusal;
import org.escaque.server.support.JsonCodec;

/** The analysis API (docs/api.md, "Analysis"): ask for one, follow it, cancel it, export it as annotated PGN. */
public final class AnalysisController {

    /** {@code POST /api/games/{id}/analysis} and {@code .../analysis/cancel}: the budget, optional. */
    public record AnalysisRequest(String budget) {
    }

    private static final String PGN_MEDIA_TYPE = "application/x-chess-pgn; charset=utf-8";

    private final AnalysisService analyses;
    private final JsonCodec json;

    public AnalysisController(AnalysisService analyses, JsonCodec json) {
        this.analyses = analyses;
        this.json = json;
    }

    /** {@code POST /api/games/{id}/analysis}: 202 when work was queued, 200 when all was stored already. */
    public void request(Context ctx) {
        Budget budget = budget(read(ctx).budget()).orElse(Budget.QUICK);
        AnalysisService.Requested requested = analyses.request(ctx.pathParam("id"), budget);
        respond(ctx, requested.queued() ? 202 : 200, requested.analysis());
    }

    /** {@code GET /api/games/{id}/analysis}: every analysis of the game, the most recently asked for first. */
    public void list(Context ctx) {
        List<AnalysisView> views = analyses.analyses(ctx.pathParam("id"));
        respond(ctx, 200, Map.of("analyses", views));
    }

    /** {@code POST /api/games/{id}/analysis/cancel}. */
    public void cancel(Context ctx) {
        respond(ctx, 200, analyses.cancel(ctx.pathParam("id"), budget(read(ctx).budget())));
    }

    /** {@code GET /api/games/{id}/analysis/pgn?budget=[&lang=es|en]}. */
    public void pgn(Context ctx) {
        Optional<Budget> budget = budget(ctx.queryParam("budget"));
        PgnLanguage language = PgnLanguage.of(ctx.queryParam("lang"));
        ctx.status(200).contentType(PGN_MEDIA_TYPE).result(analyses.annotatedPgn(ctx.pathParam("id"), budget,
                language));
    }

    private AnalysisRequest read(Context ctx) {
        String body = ctx.body();
        return body.isBlank() ? new AnalysisRequest(null) : json.read(body, AnalysisRequest.class);
    }

    private static Optional<Budget> budget(String id) {
        if (id == null) {
            return Optional.empty();
        }
        return Optional.of(Budget.fromId(id).orElseThrow(() -> Refusal.invalidField("budget is 'quick' or 'deep', "
                + "not '" + id + "'.")));
    }

    private void respond(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json").result(json.write(body));
    }
}
