import { errorMessage, warningKey, type MessageKey } from '../i18n/i18n';
import { alertBox, button, h, section, stepHeading } from '../ui/dom.helpers';
import type { StepContext } from './step.context';

/** The error screen's one primary action: retrying where the worker can, else connecting another platform; the rest are links. */
function errorActions({ t, actions }: StepContext, retry: MessageKey | null): HTMLElement {
  return h('div', { class: 'actions' },
    retry ? button(t(retry), 'retry', actions.retry, 'primary') : null,
    h('div', { class: 'actions-quiet' },
      button(t('connect_another'), 'connect-another', actions.connectAnother, retry ? 'link' : 'primary'),
      button(t('finish'), 'finish', actions.finish, 'link')),
  );
}

/** A green disc with a check mark, drawn inline (decorative: the heading says it). */
function checkMark(): HTMLElement {
  const badge = h('div', { class: 'check', 'aria-hidden': 'true', 'data-testid': 'success-check' });
  badge.innerHTML = '<svg viewBox="0 0 24 24" focusable="false"><path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11.2-11.2-1.4-1.4z" fill="currentColor"/></svg>';
  return badge;
}

export function successStep(ctx: StepContext): HTMLElement {
  const { state, t, actions } = ctx;
  const heading = stepHeading(t('success_title'));
  heading.id = 'step-success-title';
  // One primary action, Finish; connecting another platform is the quieter choice beneath it.
  return h('section', { 'data-testid': 'step-success', class: 'step step-success', 'aria-labelledby': 'step-success-title' }, checkMark(), heading,
    h('p', { role: 'status' }, t('success_body', { platform: state.platform?.name ?? '' })),
    state.warning ? h('p', { class: 'warning', 'data-testid': 'warning-message', 'data-warning': state.warning }, t(warningKey(state.warning))) : null,
    h('div', { class: 'actions' },
      button(t('finish'), 'finish', actions.finish, 'primary'),
      button(t('connect_another'), 'connect-another', actions.connectAnother, 'secondary'),
    ),
  );
}

function retryLabel(ctx: StepContext): MessageKey | null {
  const { state } = ctx;
  if (state.error?.action === 'secret') return state.secret === 'password' ? 'retry_secret_password' : 'retry_secret_otp';
  if (state.error?.action === 'identifier') return 'retry_identifier';
  return null;
}

export function errorStep(ctx: StepContext): HTMLElement {
  const { state, t } = ctx;
  const code = state.error?.code ?? 'unknown_error';
  const heading = stepHeading(t('error_title'));
  heading.id = 'step-error-title';
  const label = retryLabel(ctx);
  return section('step-error', heading,
    h('div', { 'data-error-code': code }, alertBox(t(errorMessage(code), { lender: state.widget?.company_name ?? '' }))),
    errorActions(ctx, label),
  );
}

export function fatalStep({ state, t }: StepContext): HTMLElement {
  const code = state.error?.code ?? 'unknown_error';
  const heading = stepHeading(t('fatal_title'));
  heading.id = 'step-error-title';
  return section('step-error', heading, h('div', { 'data-error-code': code }, alertBox(t(errorMessage(code), { lender: state.widget?.company_name ?? '' }))));
}

export function doneStep({ t }: StepContext): HTMLElement {
  const heading = stepHeading(t('done_body'));
  heading.id = 'step-done-title';
  return section('step-done', heading);
}

export function loadingStep({ t }: StepContext): HTMLElement {
  return h('section', { class: 'step', 'data-testid': 'step-loading', 'aria-busy': 'true' }, h('p', { role: 'status' }, t('loading')));
}
