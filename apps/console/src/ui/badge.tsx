import { accountStatus } from '@gig/sdk/account-status';
import type { AccountStatus, AccountWarning, Delivery } from '../api/console-schemas';

type Tone = 'good' | 'bad' | 'warn' | 'neutral';

/** Each code in the words a member reads; the tone only repeats what the words say (never color alone). */
const STATUS: Record<AccountStatus, readonly [string, Tone]> = {
  pending: ['Waiting for the worker', 'neutral'],
  syncing: ['Retrieving data', 'neutral'],
  success: ['Connected', 'good'],
  incomplete: ['Login incomplete', 'warn'],
  error: ['Connection failed', 'bad'],
  requires_auth: ['Needs reconnection', 'bad'],
  disconnected: ['Disconnected', 'neutral'],
};

const WARNING: Record<AccountWarning, string> = {
  banned: 'Banned by the platform',
  not_registered: 'Not registered',
  curp_not_in_platform: 'CURP not at the institute',
  zero_quoted_weeks: 'No contribution weeks',
  rider_account: 'Rider account',
  needs_auth: 'Needs reconnection',
};

const DELIVERY: Record<string, readonly [string, Tone]> = {
  pending: ['Pending', 'neutral'],
  delivered: ['Delivered', 'good'],
  failed: ['Failed', 'bad'],
};

export const statusLabel = (status: AccountStatus): string => STATUS[status]?.[0] ?? status;
export const warningLabel = (warning: AccountWarning): string => WARNING[warning] ?? warning;

const Badge = ({ text, tone, code }: { readonly text: string; readonly tone: Tone; readonly code: string }) => (
  <span class={`badge badge-${tone}`} data-code={code}>
    {text}
  </span>
);

/** "Connected" only when nothing is wrong: beside a warning (banned…) it says so, as the explanation does. */
export const StatusBadge = ({ status, warning }: { readonly status: AccountStatus; readonly warning?: AccountWarning | null }) =>
  status === accountStatus.success && warning ? (
    <Badge text="Logged in, with a warning" tone="warn" code={status} />
  ) : (
    <Badge text={statusLabel(status)} tone={STATUS[status]?.[1] ?? 'neutral'} code={status} />
  );

export const WarningBadge = ({ warning }: { readonly warning: AccountWarning | null }) =>
  warning ? <Badge text={warningLabel(warning)} tone="warn" code={warning} /> : <span class="muted">None</span>;

export const DeliveryBadge = ({ status }: { readonly status: Delivery['status'] }) => {
  const [text, tone] = DELIVERY[status] ?? [status, 'neutral'];
  return <Badge text={text} tone={tone} code={status} />;
};
