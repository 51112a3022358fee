package org.escaque.server.game.play;

import org.escaque.core.Color;
import org.escaque.play.ActionRules;
import org.escaque.play.ActionType;
import org.escaque.play.GameSession;
import org.escaque.play.Moment;
import org.escaque.play.SessionActions;
import org.escaque.server.game.store.GameRepository;

/**
 * Carries out the actions other than moves, after checking the mode allows them now ({@link ActionRules}), and stores
 * what they change; what each does to the game is {@link SessionActions}'.
 */
final class Actions {

    private final GameCommands commands;

    Actions(GameCommands commands) {
        this.commands = commands;
    }

    /** Performs {@code type} for the seat {@code actor}; the game is active. Called inside the game's run. */
    void perform(GameSession session, ActionType type, Color actor, Moment now) {
        SessionActions.requireAvailable(session, type, actor, now);
        GameRepository repository = commands.repository();
        int plies = SessionActions.pliesTakenBack(session, type, actor);
        int fromPly = session.ply() - plies;
        commands.commit(session, () -> SessionActions.apply(session, type, actor, now),
                plies > 0 ? record -> repository.saveTakeBack(record, fromPly) : repository::save);
    }
}
