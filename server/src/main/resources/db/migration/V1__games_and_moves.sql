-- Games and their moves. A game row holds everything but the moves: who sits where, the clocks as of the
-- last committed event, pending offers, and how it ended. Tokens are stored only as SHA-256 hashes.
CREATE TABLE games (
    id                TEXT    PRIMARY KEY,
    mode              TEXT    NOT NULL CHECK (mode IN ('hotseat', 'lan', 'computer')),
    start_fen         TEXT    NOT NULL,
    fen               TEXT    NOT NULL,
    ply               INTEGER NOT NULL,
    status            TEXT    NOT NULL CHECK (status IN ('active', 'finished')),
    result            TEXT,
    termination       TEXT,
    white_player      TEXT    NOT NULL CHECK (white_player IN ('human', 'computer')),
    black_player      TEXT    NOT NULL CHECK (black_player IN ('human', 'computer')),
    white_token_hash  TEXT,
    black_token_hash  TEXT,
    computer_level    INTEGER,
    time_control      TEXT,
    white_ms          INTEGER,
    black_ms          INTEGER,
    clock_running     TEXT,
    draw_offer        TEXT,
    takeback_offer    TEXT,
    tags              TEXT,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_at);

CREATE TABLE moves (
    game_id    TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    uci        TEXT    NOT NULL,
    played_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
