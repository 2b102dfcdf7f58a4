-- The strength of the computer player of a battle played move by move
-- (easy, standard or hard): kept with the played battle, so that it
-- resumes with the same opponent. 'standard' for the battles saved before.
ALTER TABLE played_battle ADD COLUMN strength TEXT NOT NULL DEFAULT 'standard'
  CHECK (strength IN ('easy', 'standard', 'hard'));
