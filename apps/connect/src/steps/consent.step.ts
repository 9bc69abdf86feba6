import { button, h, section, stepHeading } from '../ui/dom.helpers';
import type { StepContext } from './step.context';

export function consentStep({ state, t, actions }: StepContext): HTMLElement {
  const widget = state.widget;
  const name = widget?.company_name ?? '';
  const heading = stepHeading(t('consent_title'));
  heading.id = 'step-consent-title';
  return section(
    'step-consent',
    heading,
    h('p', {}, t('consent_body', { name })),
    h('p', {}, t('consent_detail')),
    h('p', { class: 'muted', 'data-testid': 'consent-version' }, t('consent_version', { version: widget?.consent_version ?? '' })),
    h('div', { class: 'actions' }, button(t('consent_accept'), 'consent-accept', actions.accept, 'primary', state.busy)),
  );
}
