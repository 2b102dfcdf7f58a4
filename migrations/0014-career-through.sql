-- The careers' derived state is kept after every event, so a battle applied
-- at the end of a campaign replays only itself: the battles each leader has
-- fought (his special retainers are drawn by it) are kept with him, and the
-- campaign names the last event its kept state has taken in (NULL: not
-- known, and the next commit replays from the first event).
ALTER TABLE leader ADD COLUMN battles_fought INTEGER NOT NULL DEFAULT 0 CHECK (battles_fought >= 0);
ALTER TABLE campaign ADD COLUMN career_through INTEGER;
