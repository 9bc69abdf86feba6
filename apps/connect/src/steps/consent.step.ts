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
    consentVersion(t('consent_version', { version: '\u0001' }), widget?.consent_version ?? ''),
    h('div', { class: 'actions' }, button(t('consent_accept'), 'consent-accept', actions.accept, 'primary', state.busy)),
  );
}

/** The sentence with the version kept on one line (a version such as "2026-11" must not wrap at its hyphen). */
function consentVersion(sentence: string, version: string): HTMLElement {
  const [before, after = ''] = sentence.split('\u0001');
  return h('p', { class: 'muted', 'data-testid': 'consent-version' }, before, h('span', { class: 'nowrap' }, version), after);
}
