import { accountStatus } from '@gig/sdk/account-status';
import type { IdentifierKind } from '../api/connect-api.types';
import type { MessageKey } from '../i18n/i18n';
import { phonePrefix, validateIdentifier } from '../validation/identifier.validation';
import { button, h, section, stepHeading } from '../ui/dom.helpers';
import { documentOption } from './document.step';
import { fieldError, submitButton } from './form.helpers';
import type { StepContext } from './step.context';

const INPUT_TYPES: Readonly<Record<IdentifierKind, { type: string; autocomplete: string; inputmode: string }>> = {
  email: { type: 'email', autocomplete: 'email', inputmode: 'email' },
  phone: { type: 'tel', autocomplete: 'tel', inputmode: 'tel' },
  email_or_phone: { type: 'text', autocomplete: 'username', inputmode: 'email' },
  curp: { type: 'text', autocomplete: 'off', inputmode: 'text' },
};

export function identifierStep(ctx: StepContext): HTMLElement {
  const { state, t, actions } = ctx;
  const platform = state.platform;
  const kind = platform?.identifier_kind ?? 'email';
  const country = state.country ?? 'mx';
  const vars = { platform: platform?.name ?? '', prefix: phonePrefix(country) };
  const reconnecting = state.accounts?.find((a) => a.platform === platform?.code && a.status === accountStatus.requiresAuth);
  const heading = stepHeading(t('identifier_title', vars));
  heading.id = 'step-identifier-title';
  const { type, autocomplete, inputmode } = INPUT_TYPES[kind];
  const input = h('input', {
    id: 'identifier', name: 'identifier', type, autocomplete, inputmode, required: true, 'aria-describedby': 'identifier-hint',
    'data-testid': 'identifier-input', autocapitalize: kind === 'curp' ? 'characters' : 'off', spellcheck: 'false',
    maxlength: kind === 'curp' ? 18 : 254,
  });
  const problem = fieldError(input, 'identifier');
  const form = h('form', { novalidate: true, class: 'form' },
    h('label', { for: 'identifier' }, t(`identifier_label_${kind}` as MessageKey)),
    h('p', { id: 'identifier-hint', class: 'hint' }, t(`identifier_hint_${kind}` as MessageKey, vars),
      reconnecting ? ` ${reconnecting.identifier_masked ? t('identifier_hint_reconnect_as', { identifier: reconnecting.identifier_masked }) : t('identifier_hint_reconnect')}` : null),
    input,
    problem.element,
    h('div', { class: 'actions' }, submitButton(t('identifier_submit'), 'identifier-submit', state.busy), button(t('back'), 'back', actions.back, 'link')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.busy) return;
    const result = validateIdentifier(kind, input.value, country);
    if (!result.ok) return problem.show(t(`problem_${result.problem}` as MessageKey));
    problem.clear();
    actions.submitIdentifier(result.value);
  });
  return section('step-identifier', heading, form, documentOption(ctx));
}
