import type { WorkerDocument } from '../api/connect-api.types';
import { errorMessage, type MessageKey } from '../i18n/i18n';
import { alertBox, button, h, section, stepHeading } from '../ui/dom.helpers';
import { fieldError, submitButton } from './form.helpers';
import type { StepContext } from './step.context';

/** The API's limit (POST /v1/connect/documents): a larger file is refused before it is sent. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const READ_PROBLEMS = ['not_a_pdf', 'encrypted', 'no_text_layer', 'not_a_constancia', 'payload_too_large'];

/** Why the last file was not read, in words: the document's reason, or the upload's error code. */
export function documentProblemKey(code: string): MessageKey {
  return READ_PROBLEMS.includes(code) ? (`document_problem_${code}` as MessageKey) : errorMessage(code);
}

/** What is wrong with the chosen file before it is sent, or null. */
export function fileProblem(file: File | undefined): MessageKey | null {
  if (!file) return 'document_problem_none';
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return 'document_problem_not_a_pdf';
  if (file.size > MAX_DOCUMENT_BYTES) return 'document_problem_payload_too_large';
  return null;
}

export function documentStep({ state, t, actions }: StepContext): HTMLElement {
  const heading = stepHeading(t('document_title'));
  heading.id = 'step-document-title';
  const input = h('input', {
    id: 'document-file', name: 'file', type: 'file', accept: 'application/pdf,.pdf', required: true,
    'aria-describedby': 'document-file-hint', 'data-testid': 'document-input',
  });
  const problem = fieldError(input, 'document-file');
  const howTo = h('ol', { class: 'how-to', 'data-testid': 'document-how-to' },
    h('li', {}, t('document_howto_portal')), h('li', {}, t('document_howto_sms')), h('li', {}, t('document_howto_email')));
  const form = h('form', { novalidate: true, class: 'form' },
    h('label', { for: 'document-file' }, t('document_file_label')),
    h('p', { id: 'document-file-hint', class: 'hint' }, t('document_file_hint')),
    input,
    problem.element,
    h('div', { class: 'actions' }, submitButton(t('document_submit'), 'document-submit', state.busy), button(t('back'), 'back', actions.back, 'link')),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.busy) return;
    const file = input.files?.[0];
    const wrong = fileProblem(file);
    if (wrong || !file) return problem.show(t(wrong ?? 'document_problem_none'));
    problem.clear();
    actions.uploadDocument(file);
  });
  const unread = state.documentProblem ? alertBox(t(documentProblemKey(state.documentProblem), { lender: state.widget?.company_name ?? '' }), 'document-problem') : null;
  return section('step-document', heading, h('p', {}, t('document_intro')), howTo, unread, form);
}

type Employer = NonNullable<WorkerDocument['extracted']>['employers'][number];

function employerItem(employer: Employer, t: StepContext['t']): HTMLElement {
  const dates = employer.end_date ? t('document_employer_dates', { from: employer.start_date, to: employer.end_date }) : t('document_employer_current', { from: employer.start_date });
  return h('li', {}, h('span', { class: 'employer-name' }, employer.name), ' ', h('span', { class: 'muted' }, dates));
}

export function documentReviewStep({ state, t, actions }: StepContext): HTMLElement {
  const heading = stepHeading(t('document_review_title'));
  heading.id = 'step-document_review-title';
  const read = state.document?.extracted;
  const last4 = read?.nss_masked.slice(-4) ?? '';
  const facts = read && h('dl', { class: 'facts', 'data-testid': 'document-read' },
    h('dt', {}, t('document_name')), h('dd', { 'data-testid': 'document-name' }, read.name),
    h('dt', {}, t('document_nss')), h('dd', { 'data-testid': 'document-nss' },
      h('span', { 'aria-hidden': 'true' }, read.nss_masked), h('span', { class: 'sr-only' }, t('document_nss_ending', { last4 }))),
    h('dt', {}, t('document_weeks')), h('dd', { 'data-testid': 'document-weeks' }, String(read.weeks.total)),
    h('dt', {}, t('document_employers')),
    h('dd', {}, h('ul', { class: 'employers', 'data-testid': 'document-employers' }, ...read.employers.map((e) => employerItem(e, t)))),
  );
  return section('step-document_review', heading, h('p', {}, t('document_review_body')), facts,
    h('div', { class: 'actions' },
      button(t('document_confirm'), 'document-confirm', actions.confirmDocument, 'primary', state.busy),
      button(t('document_another'), 'document-another', actions.back, 'secondary', state.busy),
    ),
  );
}

/** On the imss CURP login: the constancia path instead. */
export function documentOption({ state, t, actions }: StepContext): HTMLElement | null {
  if (state.platform?.code !== 'imss') return null;
  return h('div', { class: 'document-option' },
    h('p', { class: 'hint' }, t('document_option_hint')),
    button(t('document_option'), 'document-option', actions.chooseDocument, 'secondary', state.busy));
}
