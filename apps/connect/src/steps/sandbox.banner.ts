import type { IdentifierKind, SandboxScenario, WidgetPlatform } from '../api/connect-api.types';
import type { FlowState } from '../flow/flow.state';
import type { MessageKey, Translate } from '../i18n/i18n';
import { h } from '../ui/dom.helpers';

/** An example that connects; any other value of the platform's kind connects too (the banner says so). */
const EXAMPLE_IDENTIFIER: Readonly<Record<IdentifierKind, string>> = {
  email: 'ana@example.com',
  phone: '5512345678',
  email_or_phone: 'ana@example.com',
  curp: 'GODE561231HDFRRN04',
};

/** The reserved values worth showing a tester, in this order: the label and the scenario that gives the value. */
const RESERVED: readonly { key: MessageKey; field: SandboxScenario['field']; code: string }[] = [
  { key: 'sandbox_wrong_code', field: 'otp_code', code: 'invalid_otp' },
  { key: 'sandbox_wrong_password', field: 'password', code: 'invalid_password' },
  { key: 'sandbox_curp_not_found', field: 'identifier', code: 'curp_not_found' },
  { key: 'sandbox_banned', field: 'identifier', code: 'banned' },
];

export interface SandboxValue {
  readonly field: string;
  readonly label: MessageKey;
  readonly value: string;
}

/** What to type for this platform in the sandbox: any value of the right shape connects; the reserved ones fail as named. */
export function sandboxValues(platform: WidgetPlatform, scenarios: readonly SandboxScenario[]): SandboxValue[] {
  const method = platform.login_methods[0];
  const values: SandboxValue[] = [{ field: 'identifier', label: 'sandbox_identifier', value: EXAMPLE_IDENTIFIER[platform.identifier_kind] }];
  if (method === 'otp') values.push({ field: 'otp_code', label: 'sandbox_code', value: '123456' });
  if (method === 'password') values.push({ field: 'password', label: 'sandbox_password', value: 'sandbox-password' });
  for (const reserved of RESERVED) {
    if (reserved.field !== 'identifier' && reserved.field !== (method === 'otp' ? 'otp_code' : method)) continue;
    const found = scenarios.find((s) => s.platform === platform.code && s.field === reserved.field && s.code === reserved.code);
    if (found) values.push({ field: reserved.field, label: reserved.key, value: found.value });
  }
  return values;
}

/** The steps where the worker types something for the chosen platform. */
const TYPING_STEPS = new Set(['identifier', 'secret', 'error']);

/** The test-mode notice, a quiet tag and a line; once a platform is chosen, the values to type for it. */
export function sandboxBanner(state: FlowState, t: Translate): HTMLElement | null {
  if (!state.widget?.is_sandbox) return null;
  const platform = TYPING_STEPS.has(state.step) ? state.platform : undefined;
  const values = platform ? sandboxValues(platform, state.sandbox ?? []) : [];
  return h('aside', { class: 'sandbox', 'data-testid': 'sandbox-notice', 'aria-label': t('sandbox_label') },
    h('p', {}, h('span', { class: 'sandbox-tag' }, t('sandbox_label')), ' ', platform ? t('sandbox_for', { platform: platform.name }) : t('sandbox')),
    values.length ? h('dl', { class: 'sandbox-values', 'data-testid': 'sandbox-values' }, ...values.flatMap((v) => [
      h('dt', {}, t(v.label)),
      h('dd', { 'data-field': v.field, 'data-label': v.label }, h('code', {}, v.value)),
    ])) : null,
  );
}
