-- LAN play: the code a guest types to join (kept while the game waits for its guest, and after, for the host's
-- screen), whether devices without a seat may watch, the rematch a finished game led to, and the version clients
-- last saw (so that a restarted app goes on counting from there: clients drop states older than one they have).
ALTER TABLE games ADD COLUMN join_code TEXT;
ALTER TABLE games ADD COLUMN spectators INTEGER NOT NULL DEFAULT 0 CHECK (spectators IN (0, 1));
ALTER TABLE games ADD COLUMN rematch_id TEXT;
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
