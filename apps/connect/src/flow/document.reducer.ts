import type { FlowAction, FlowState } from './flow.state';

export type DocumentAction = Extract<FlowAction, { type: 'document_chosen' | 'document_read' | 'document_failed' }>;

const DOCUMENT_ACTIONS: ReadonlySet<string> = new Set(['document_chosen', 'document_read', 'document_failed']);

export function isDocumentAction(action: FlowAction): action is DocumentAction {
  return DOCUMENT_ACTIONS.has(action.type);
}

/**
 * The constancia path beside the CURP login (imss): choose the file, see what was read, confirm. An unreadable file
 * (or a refused upload) keeps the worker on the upload step with the reason; confirming is the `account` action.
 */
export function documentReducer(state: FlowState, action: DocumentAction): FlowState {
  const idle = { ...state, busy: false, error: undefined };
  switch (action.type) {
    case 'document_chosen':
      return { ...idle, step: 'document', document: undefined, documentProblem: undefined };
    case 'document_read':
      return action.document.status === 'processed'
        ? { ...idle, step: 'document_review', document: action.document, documentProblem: undefined }
        : { ...idle, step: 'document', document: undefined, documentProblem: action.document.reason ?? 'not_a_constancia' };
    case 'document_failed':
      return { ...idle, step: 'document', documentProblem: action.code };
  }
}

/** Back from the upload is the CURP login; back from what was read is choosing another file. */
export function documentBack(state: FlowState): FlowState | null {
  if (state.step === 'document') return { ...state, busy: false, step: 'identifier', documentProblem: undefined };
  if (state.step === 'document_review') return { ...state, busy: false, step: 'document', document: undefined };
  return null;
}
