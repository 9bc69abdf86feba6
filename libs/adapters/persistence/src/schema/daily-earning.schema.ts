import { EntitySchema } from 'typeorm';
import { safeIntegerTransformer } from './column-types';

export interface DailyEarningRow {
  account_id: string;
  earning_date: string;
  amount_cents: number;
  currency: string;
  count_trips: number | null;
}

export const DailyEarningSchema = new EntitySchema<DailyEarningRow>({
  name: 'DailyEarning',
  tableName: 'daily_earnings',
  columns: {
    account_id: { type: 'uuid', primary: true },
    earning_date: { type: 'date', primary: true },
    amount_cents: { type: 'bigint', transformer: safeIntegerTransformer },
    currency: { type: 'text' },
    count_trips: { type: 'integer', nullable: true },
  },
});
