\timing on
SET maintenance_work_mem = '512MB';
CREATE TABLE trial_daily_earnings (LIKE daily_earnings INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY HASH (account_id);
DO $$ BEGIN FOR i IN 0..15 LOOP EXECUTE format('CREATE TABLE trial_daily_earnings_%s PARTITION OF trial_daily_earnings FOR VALUES WITH (MODULUS 16, REMAINDER %s)', i, i); END LOOP; END $$;
INSERT INTO trial_daily_earnings SELECT * FROM daily_earnings ORDER BY earning_date;
ALTER TABLE trial_daily_earnings ADD PRIMARY KEY (account_id, earning_date) INCLUDE (amount_cents, currency, count_trips);
VACUUM ANALYZE trial_daily_earnings;
