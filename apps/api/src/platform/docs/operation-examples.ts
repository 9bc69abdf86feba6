import { accountStatus } from '@gig/domain';

/** Whole-answer examples of the main operations, as the sandbox gives them (the schemas' property examples cover the rest). */

const ACCOUNT = {
  account_id: '5f0c6f0e-2b7a-4d0e-9b8e-3c1d2a4b5e6f',
  user_id: '0b7e2c1a-9d4f-4e8b-a1c3-5d6e7f8a9b0c',
  platform: 'uber',
  country: 'mx',
  identifier: 'ana.driver@example.com',
  status_details: null,
  warning: null,
  methods: ['otp', 'credentials'],
  refresh_enabled: true,
  last_refreshed_at: null,
  next_refresh_at: null,
  source: 'connection',
  disconnected_by: null,
  created_at: '2026-11-24T15:02:11.000Z',
};

const success = <T>(data: T) => ({ success: true, data, error: null });

export const CREATE_ACCOUNT_EXAMPLES = {
  request: { user_id: ACCOUNT.user_id, platform: 'uber', country: 'mx', identifier: 'ana.driver@example.com' },
  created: success({ ...ACCOUNT, status: accountStatus.pending, next_step: 'otp', last_successful_connection: null, updated_at: ACCOUNT.created_at }),
};

export const VALIDATE_ACCOUNT_EXAMPLES = {
  otp: { summary: 'The one-time code the platform sent', value: { otp_code: '123456' } },
  password: { summary: 'The platform password', value: { password: 'correct-horse-battery' } },
  syncing: success({ ...ACCOUNT, status: accountStatus.syncing, next_step: null, last_successful_connection: null, updated_at: '2026-11-24T15:03:40.000Z' }),
};

export const AGGREGATED_EARNINGS_EXAMPLES = {
  byExternalId: {
    summary: 'By your id, with the per-platform details',
    value: { external_id: 'demo-worker-1', start_date: '2026-07-01', end_date: '2026-09-30', options: { details: true } },
  },
  byUserId: { summary: 'By our id, totals only', value: { user_id: ACCOUNT.user_id, start_date: '2026-07-01', end_date: '2026-09-30' } },
  answer: success({
    platforms_count: 2,
    platforms: [
      { platform: 'uber', account_id: ACCOUNT.account_id, last_successful_connection: '2026-09-28' },
      { platform: 'rappi', account_id: '7a9c1e3f-5b2d-4f6a-8c0e-1d3f5a7b9c2e', last_successful_connection: '2026-09-28' },
    ],
    earnings: [
      {
        earning_date: '2026-08-10',
        amount: 917.12,
        currency: 'mxn',
        count_trips: 14,
        details: [
          { platform: 'uber', account_id: ACCOUNT.account_id, amount: 507.21, count_trips: 7 },
          { platform: 'rappi', account_id: '7a9c1e3f-5b2d-4f6a-8c0e-1d3f5a7b9c2e', amount: 409.91, count_trips: 7 },
        ],
        currency_note: null,
      },
    ],
  }),
};
