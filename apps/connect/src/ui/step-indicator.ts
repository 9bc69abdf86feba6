import type { FlowState, Step } from '../flow/flow.state';
import type { MessageKey, Translate } from '../i18n/i18n';
import { h } from './dom.helpers';

/** The four stages the worker sees; every step of the flow belongs to one (none for loading, fatal and done). */
export const STAGES: readonly MessageKey[] = ['stage_consent', 'stage_platform', 'stage_login', 'stage_result'];

const STAGE_OF: Partial<Readonly<Record<Step, number>>> = {
  consent: 1, platform: 2, country: 2, identifier: 3, secret: 3, progress: 3, success: 4, error: 4, document: 3, document_review: 3,
};

/** An error the worker fixes by typing again (a wrong code, a mistyped e-mail) is still the sign-in stage. */
export function stageOf(step: Step, error?: FlowState['error']): number | undefined {
  if (step === 'error' && (error?.action === 'secret' || error?.action === 'identifier')) return 3;
  return STAGE_OF[step];
}

/** "Step 2 of 4: Platform" in words, and a bar of four segments beside it for the eye. */
export function stepIndicator({ step, error }: FlowState, t: Translate): HTMLElement | null {
  const current = stageOf(step, error);
  if (!current) return null;
  const vars = { current: String(current), total: String(STAGES.length), name: t(STAGES[current - 1]) };
  return h('div', { class: 'stepper', 'data-testid': 'step-indicator', 'data-current': current },
    h('p', { class: 'stepper-text' }, t('stage_of', vars)),
    h('ol', { class: 'stepper-bar', 'aria-hidden': 'true' },
      ...STAGES.map((_, index) => h('li', { class: index + 1 < current ? 'done' : index + 1 === current ? 'current' : undefined }))),
  );
}
