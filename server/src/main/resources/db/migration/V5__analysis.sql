-- A game's analysis at a budget (quick or deep): asked for and running, done, cancelled or failed, and how many
-- half-moves it covers. The positions evaluated so far are kept one a row with the position they were made for, so an
-- analysis cut by a restart goes on from the next position, and one asked for again is read back, not redone.
CREATE TABLE analyses (
    game_id       TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    budget        TEXT    NOT NULL CHECK (budget IN ('quick', 'deep')),
    status        TEXT    NOT NULL CHECK (status IN ('running', 'done', 'cancelled', 'failed')),
    plies         INTEGER NOT NULL,
    requested_at  INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, budget)
) WITHOUT ROWID;

CREATE TABLE analysis_positions (
    game_id     TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    budget      TEXT    NOT NULL CHECK (budget IN ('quick', 'deep')),
    ply         INTEGER NOT NULL,
    fen         TEXT    NOT NULL,
    eval_kind   TEXT    NOT NULL CHECK (eval_kind IN ('cp', 'mate', 'checkmated')),
    eval_value  INTEGER NOT NULL,
    best_uci    TEXT,
    line        TEXT    NOT NULL,
    depth       INTEGER NOT NULL,
    nodes       INTEGER NOT NULL,
    PRIMARY KEY (game_id, budget, ply)
) WITHOUT ROWID;
