-- hand-written: begin
-- A DOWNLINE cycle writes no reward rows any more (ADR 0032): every one is derived from the
-- cycle's inputs, the closure, the rates it paid at and the recipient's ledger entry (ADR 0031),
-- which no request stopped reading since. The cycle tables `rewards_cycle_<n>` (children of
-- `rewards`, ADR 0016) hold only copies of what the derivation gives: dropped, with their indexes.
-- The summaries they were folded into stay as they are; the money is on the ledger.
DO $$
DECLARE child regclass;
BEGIN
  FOR child IN SELECT i.inhrelid::regclass FROM pg_inherits i
                WHERE i.inhparent = 'public.rewards'::regclass LOOP
    EXECUTE format('DROP TABLE %s', child);
  END LOOP;
END $$;
-- hand-written: end
