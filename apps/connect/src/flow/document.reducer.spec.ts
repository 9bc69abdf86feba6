import type { ConnectAccount, Widget, WorkerDocument } from '../api/connect-api.types';
import { flowReducer } from './flow.reducer';
import { INITIAL_STATE, type FlowAction, type FlowState } from './flow.state';

const widget: Widget = {
  widget_id: 'w1', name: 'Lender', company_name: 'Lender SA', language: 'es', primary_color: '#1a56db', logo_url: null, consent_version: '2026-11',
  allowed_origins: ['https://lender.test'], redirect_url: null, is_sandbox: true,
  platforms: [{ code: 'imss', name: 'IMSS', countries: ['mx'], identifier_kind: 'curp', login_methods: [] }],
};
const read: WorkerDocument = {
  document_id: 'd1', user_id: 'u1', status: 'processed', reason: null, account_id: 'a1',
  extracted: { name: 'JUAN GÓMEZ MARTÍNEZ', nss_masked: '*******4651', weeks: { quoted: 812, discounted: 0, reintegrated: 0, total: 812 }, employers: [] },
};
const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, INITIAL_STATE);
const atUpload: FlowAction[] = [{ type: 'widget_loaded', widget }, { type: 'consented', userId: 'u1' }, { type: 'platform_chosen', code: 'imss' }, { type: 'document_chosen' }];

describe('the constancia path of the flow', () => {
  it('goes from the CURP login to the upload, to what was read, and on confirming to success with the account it fed', () => {
    expect(run(...atUpload.slice(0, 3)).step).toBe('identifier');
    expect(run(...atUpload)).toMatchObject({ step: 'document', platform: { code: 'imss' } });
    const review = run(...atUpload, { type: 'busy' }, { type: 'document_read', document: read });
    expect(review).toMatchObject({ step: 'document_review', busy: false, document: read });
    const connected: ConnectAccount = { account_id: 'a1', user_id: 'u1', platform: 'imss', status: 'success', status_details: null, warning: null, next_step: null };
    expect(flowReducer(review, { type: 'account', account: connected })).toMatchObject({ step: 'success', outcome: { status: 'success', platform: 'imss', accountId: 'a1' } });
  });

  it('keeps the worker on the upload with the reason of an unreadable file or a refused upload', () => {
    const unreadable = run(...atUpload, { type: 'document_read', document: { ...read, status: 'unreadable', reason: 'no_text_layer', extracted: null, account_id: null } });
    expect(unreadable).toMatchObject({ step: 'document', documentProblem: 'no_text_layer', document: undefined });
    expect(run(...atUpload, { type: 'busy' }, { type: 'document_failed', code: 'too_many_requests' })).toMatchObject({ step: 'document', busy: false, documentProblem: 'too_many_requests' });
  });

  it('goes back from what was read to another file, and from the upload to the CURP login', () => {
    const review = run(...atUpload, { type: 'document_read', document: read });
    expect(flowReducer(review, { type: 'back' })).toMatchObject({ step: 'document', document: undefined });
    expect(run(...atUpload, { type: 'document_failed', code: 'not_a_pdf' }, { type: 'back' })).toMatchObject({ step: 'identifier', documentProblem: undefined });
  });
});
