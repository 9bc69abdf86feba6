/**
 * One day ($1) of synthetic earnings for every account: odd external ids earn in their platform's currency (rappi COP,
 * didi BRL, the rest MXN), even ones in MXN; rappi reports no trip count. Callers may append a `WHERE` on `a` and `u`.
 */
export const INSERT_DAY_OF_EARNINGS = `INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
  SELECT a.id, $1::date, 20000 + floor(random() * 180000)::bigint,
         CASE WHEN right(u.external_id, 1) NOT IN ('1', '3', '5', '7', '9') THEN 'mxn'
              WHEN a.platform = 'rappi' THEN 'cop' WHEN a.platform = 'didi' THEN 'brl' ELSE 'mxn' END,
         CASE WHEN a.platform = 'rappi' THEN NULL ELSE 3 + floor(random() * 15)::int END
    FROM accounts a JOIN users u ON u.id = a.user_id`;
