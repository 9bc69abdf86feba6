import type { Step } from '../flow/flow.state';
import { connectionsStep } from '../steps/connections.step';
import { consentStep } from '../steps/consent.step';
import { documentReviewStep, documentStep } from '../steps/document.step';
import { identifierStep } from '../steps/identifier.step';
import { doneStep, errorStep, fatalStep, loadingStep, successStep } from '../steps/outcome.step';
import { countryStep, platformStep } from '../steps/platform.step';
import { progressStep } from '../steps/progress.step';
import { sandboxBanner } from '../steps/sandbox.banner';
import { secretStep } from '../steps/secret.step';
import type { StepContext } from '../steps/step.context';
import { h } from '../ui/dom.helpers';
import { stepIndicator } from '../ui/step-indicator';

const STEPS: Readonly<Record<Step, (ctx: StepContext) => HTMLElement>> = {
  loading: loadingStep,
  fatal: fatalStep,
  connections: connectionsStep,
  consent: consentStep,
  platform: platformStep,
  country: countryStep,
  identifier: identifierStep,
  secret: secretStep,
  progress: progressStep,
  success: successStep,
  error: errorStep,
  done: doneStep,
  document: documentStep,
  document_review: documentReviewStep,
};

export interface Shell {
  readonly main: HTMLElement;
  readonly header: HTMLElement;
}

export function renderHeader(shell: Shell, ctx: StepContext, onClose: () => void): void {
  const widget = ctx.state.widget;
  // The company's logo (decorative: its name is written beside it, and read once).
  const logo = widget?.logo_url ? h('img', { src: widget.logo_url, alt: '', class: 'logo', 'data-testid': 'company-logo' }) : null;
  const brand = h('p', { class: 'brand', 'data-testid': 'company-name' }, logo, h('span', {}, widget?.company_name || widget?.name || ''));
  const close = h('button', { type: 'button', class: 'close', 'aria-label': ctx.t('close'), 'data-testid': 'close', onclick: onClose }, '×');
  shell.header.replaceChildren(brand, close);
}

export function renderStep(shell: Shell, ctx: StepContext): void {
  const parts = [stepIndicator(ctx.state, ctx.t), sandboxBanner(ctx.state, ctx.t), STEPS[ctx.state.step](ctx)];
  shell.main.replaceChildren(...parts.filter((node): node is HTMLElement => node !== null));
  const heading = shell.main.querySelector<HTMLElement>('[data-step-heading]');
  heading?.focus();
}

export function setBusy(shell: Shell, busy: boolean): void {
  shell.main.setAttribute('aria-busy', String(busy));
  shell.main.querySelectorAll<HTMLButtonElement>('button').forEach((btn) => (btn.disabled = busy));
}
