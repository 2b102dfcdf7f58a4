-- A battle applied at the end of a campaign reads and rewrites only its own
-- part of the careers: the ledger lines and draws from its event on, and
-- the draws tied to no battle (a rank climb's), each found by an index
-- rather than by reading every row the campaign has.
CREATE INDEX ledger_campaign_sequence ON ledger (campaign_id, sequence);
CREATE INDEX career_draw_sequence ON career_draw (campaign_id, sequence);
CREATE INDEX career_draw_unbound ON career_draw (campaign_id) WHERE key NOT LIKE '%:b%';
CREATE INDEX career_roster_change_sequence ON career_roster_change (campaign_id, sequence);
-- The leaders who joined since a given event, whose first special
-- retainers the next battle draws.
CREATE INDEX career_baseline_joined ON career_baseline (joined_after);
