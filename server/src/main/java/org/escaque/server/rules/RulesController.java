package org.escaque.server.rules;

import io.javalin.apibuilder.ApiBuilder;
import io.javalin.http.Context;
import java.util.List;
import org.escaque.play.rules.RuleDiagram;
import org.escaque.play.rules.RuleDiagrams;
import org.escaque.play.rules.RulesPage;

/**
 * {@code GET /api/rules}: the rules page's data. It is computed by the rules core on the first request (the
 * move-sequence counts are counted, never typed in) and then kept, since the rules do not change while the app runs.
 */
public final class RulesController {

    private final List<RuleDiagram> diagrams;
    private volatile RulesPage page;

    /** The controller for the app's own diagrams ({@link RuleDiagrams#all()}). */
    public RulesController() {
        this(RuleDiagrams.all());
    }

    RulesController(List<RuleDiagram> diagrams) {
        this.diagrams = List.copyOf(diagrams);
    }

    /** Declares this controller's route; call it inside {@code config.router.apiBuilder(...)}. */
    public void addRoutes() {
        ApiBuilder.get("/api/rules", this::rules);
    }

    /** {@code GET /api/rules}. */
    public void rules(Context ctx) {
        ctx.json(page());
    }

    /** The page's data, computed once. */
    public RulesPage page() {
        RulesPage computed = page;
        if (computed == null) {
            synchronized (this) {
                computed = page;
                if (computed == null) {
                    computed = RulesPage.compute(diagrams);
                    page = computed;
                }
            }
        }
        return computed;
    }
}
