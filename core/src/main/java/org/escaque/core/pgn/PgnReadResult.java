package org.escaque.core.pgn;

import java.util.List;

/**
 * What {@link PgnReader#readAll(java.io.Reader)} found.
 *
 * @param games the good games, in input order
 * @param errors one problem for each bad game, in input order
 */
public record PgnReadResult(List<PgnGame> games, List<PgnException> errors) {

    /** Copies the lists. */
    public PgnReadResult {
        games = List.copyOf(games);
        errors = List.copyOf(errors);
    }
}
