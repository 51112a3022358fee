package org.escaque.play;

/**
 * One row of the {@code games} table, column for column. Columns that SQL leaves empty are {@code null} here: this
 * type only carries a row between {@link GameRepository} and the play package's {@code SessionRecords}, which turn it into and
 * out of a session.
 */
public record GameRecord(
        String id,
        String mode,
        String startFen,
        String fen,
        int ply,
        String status,
        String result,
        String termination,
        String whitePlayer,
        String blackPlayer,
        String whiteTokenHash,
        String blackTokenHash,
        Integer computerLevel,
        String timeControl,
        Long whiteMillis,
        Long blackMillis,
        String clockRunning,
        String drawOffer,
        String takebackOffer,
        String tags,
        long createdAt,
        long updatedAt,
        String joinCode,
        boolean spectators,
        String rematchId,
        long version) {

    public static final String ACTIVE = "active";
    public static final String FINISHED = "finished";
}
