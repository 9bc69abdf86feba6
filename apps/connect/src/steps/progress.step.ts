import { h, section, stepHeading } from '../ui/dom.helpers';
import type { StepContext } from './step.context';

export function progressStep({ state, t }: StepContext): HTMLElement {
  const heading = stepHeading(t('progress_title', { platform: state.platform?.name ?? '' }));
  heading.id = 'step-progress-title';
  return section('step-progress', heading,
    h('div', { class: 'spinner', 'aria-hidden': 'true' }),
    h('p', { role: 'status' }, t('progress_body')),
  );
}
