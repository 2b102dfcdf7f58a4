-- A finished played battle, once kept in the campaign, names the recorded
-- battle it became, and is not kept twice.
ALTER TABLE played_battle ADD COLUMN battle_id INTEGER REFERENCES battle (id);
