-- A game that cannot be replayed (a stored move that is illegal where it stands, an ending its moves contradict) is
-- set aside rather than stopping the app: kept as it is, with why it is damaged; NULL for every sound game.
ALTER TABLE games ADD COLUMN damage TEXT;
