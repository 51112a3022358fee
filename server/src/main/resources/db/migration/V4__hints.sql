-- Hints asked for in a game (against the computer, or two players on one device): the position they were for (its
-- half-move and FEN, so a hint whose position a take-back removed is not shown as part of the game), the engine's
-- move (UCI), and how much of it was shown: the piece to move, or the move.
CREATE TABLE hints (
    game_id   TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL,
    fen       TEXT    NOT NULL,
    uci       TEXT    NOT NULL,
    reveal    TEXT    NOT NULL CHECK (reveal IN ('piece', 'move')),
    given_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
