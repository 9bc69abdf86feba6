import { validateOtp } from '../validation/identifier.validation';
import { button, h, section, stepHeading } from '../ui/dom.helpers';
import { fieldError, submitButton } from './form.helpers';
import type { StepContext } from './step.context';

export function secretStep({ state, t, actions }: StepContext): HTMLElement {
  const method = state.secret ?? 'otp';
  const otp = method === 'otp';
  const vars = { platform: state.platform?.name ?? '' };
  const heading = stepHeading(t(otp ? 'secret_title_otp' : 'secret_title_password'));
  heading.id = 'step-secret-title';
  const input = h('input', {
    id: 'secret', name: otp ? 'otp_code' : 'password', type: otp ? 'text' : 'password', required: true,
    autocomplete: otp ? 'one-time-code' : 'current-password', inputmode: otp ? 'numeric' : undefined,
    maxlength: otp ? 8 : 200, 'aria-describedby': 'secret-hint', 'data-testid': 'secret-input', spellcheck: 'false',
  });
  const problem = fieldError(input, 'secret');
  const form = h('form', { novalidate: true, class: 'form' },
    h('label', { for: 'secret' }, t(otp ? 'secret_label_otp' : 'secret_label_password')),
    h('p', { id: 'secret-hint', class: 'hint' }, t(otp ? 'secret_hint_otp' : 'secret_hint_password', vars)),
    input,
    problem.element,
    h('div', { class: 'actions' }, submitButton(t('secret_submit'), 'secret-submit', state.busy), button(t('back'), 'back', actions.back, 'link')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.busy) return;
    const value = otp ? input.value.trim() : input.value;
    if (!value) return problem.show(t('problem_empty'));
    if (otp && !validateOtp(value)) return problem.show(t('problem_invalid_otp'));
    problem.clear();
    input.value = '';
    actions.submitSecret(value);
  });
  return section('step-secret', heading, form);
}
