-- A leader added to a campaign after some of its events took no part in
-- them: a replay must not give him the deeds of an earlier advance. His
-- baseline keeps the last event before he joined (0: from the start).
ALTER TABLE career_baseline ADD COLUMN joined_after INTEGER NOT NULL DEFAULT 0 CHECK (joined_after >= 0);
