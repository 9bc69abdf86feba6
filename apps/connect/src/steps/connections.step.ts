import { accountStatus } from '@gig/sdk/account-status';
import type { SessionAccount, WorkerRequest, WorkerRequestType } from '../api/connect-api.types';
import type { MessageKey, Translate } from '../i18n/i18n';
import { button, h, section, stepHeading } from '../ui/dom.helpers';
import { platformMark } from '../ui/platform-mark';
import { rowAction, STATUS_KEYS } from './platform.step';
import type { StepContext } from './step.context';

const when = (t: Translate, iso: string | null, dateOnly = false): string => {
  if (!iso) return t('conn_never');
  const date = new Date(dateOnly ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat(t('locale'), { dateStyle: 'medium', timeZone: dateOnly ? 'UTC' : undefined }).format(date);
};

function fact(term: string, value: string): HTMLElement[] {
  return [h('dt', {}, term), h('dd', {}, value)];
}

/** Disconnecting asks once more, in place: the worker confirms or cancels with the keyboard. */
function disconnectControl(ctx: StepContext, account: SessionAccount, name: string): HTMLElement {
  const { t, actions } = ctx;
  const holder = h('div', { class: 'conn-actions' });
  const ask = button(t('disconnect', { platform: name }), `disconnect-${account.platform}`, () => {
    const confirmText = h('p', { id: `confirm-${account.account_id}` }, t('disconnect_confirm', { platform: name }));
    const yes = button(t('disconnect_yes'), `disconnect-confirm-${account.platform}`, () => actions.disconnect(account.account_id), 'primary');
    yes.setAttribute('aria-describedby', confirmText.id);
    const no = button(t('cancel'), `disconnect-cancel-${account.platform}`, () => { holder.replaceChildren(ask); ask.focus(); }, 'secondary');
    holder.replaceChildren(h('div', { class: 'conn-confirm', role: 'group', 'aria-labelledby': confirmText.id }, confirmText, yes, no));
    yes.focus();
  }, 'secondary');
  holder.append(ask);
  return holder;
}

function accountItem(ctx: StepContext, account: SessionAccount): HTMLElement {
  const { state, t } = ctx;
  const platform = state.widget?.platforms.find((p) => p.code === account.platform);
  const name = platform?.name ?? account.platform;
  const receives = account.receives.map((kind) => t(`receives_${kind}` as MessageKey)).join(', ');
  const ended = account.status === accountStatus.disconnected;
  return h('li', { class: 'conn', 'data-testid': `connection-${account.platform}`, 'data-status': account.status },
    h('div', { class: 'conn-head' }, platformMark(account.platform, name),
      h('h3', { class: 'conn-name' }, name),
      h('span', { class: `connected-status status-${account.status}` }, t(STATUS_KEYS[account.status]))),
    h('dl', { class: 'conn-facts' },
      ...fact(t('conn_identifier'), account.identifier_masked || '—'),
      ...fact(t('conn_since'), when(t, account.connected_since)),
      ...fact(t('conn_updated'), when(t, account.last_updated_on, true)),
      ...fact(t('conn_receives'), receives)),
    rowAction(ctx, account, name, 'connections-'),
    ended ? null : disconnectControl(ctx, account, name),
  );
}

function requestItem(t: Translate, request: WorkerRequest): HTMLElement {
  return h('li', { class: 'conn', 'data-testid': `request-${request.type}`, 'data-status': request.status },
    h('p', { class: 'conn-name' }, t(`request_${request.type}` as MessageKey)),
    h('p', {}, t(`request_status_${request.status}` as MessageKey), request.status === 'pending' ? ` · ${t('request_due', { date: when(t, request.due_on, true) })}` : ''),
    request.decline_reason ? h('p', { class: 'muted' }, t('request_reason', { reason: request.decline_reason })) : null,
  );
}

function requestForm({ t, actions }: StepContext): HTMLElement {
  const radio = (type: WorkerRequestType, checked: boolean) => h('label', { class: 'choice' },
    h('input', { type: 'radio', name: 'request-type', value: type, checked, 'data-testid': `request-type-${type}` }), t(`request_${type}_ask` as MessageKey));
  const message = h('textarea', { id: 'request-message', rows: 3, maxlength: 1000, 'data-testid': 'request-message' });
  const form = h('form', { class: 'form', novalidate: true },
    h('fieldset', {}, h('legend', {}, t('request_legend')), radio('deletion', true), radio('objection', false)),
    h('label', { for: 'request-message' }, t('request_message')), message,
    h('button', { type: 'submit', class: 'btn btn-secondary', 'data-testid': 'request-submit' }, t('request_submit')));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const type = (form.querySelector<HTMLInputElement>('input[name="request-type"]:checked')?.value ?? 'deletion') as WorkerRequestType;
    actions.askRequest(type, message.value.trim());
  });
  return form;
}

/** "Your connections": a returning worker's accounts with this company, what it receives, and their rights over it. */
export function connectionsStep(ctx: StepContext): HTMLElement {
  const { state, t, actions } = ctx;
  const lender = state.widget?.company_name ?? '';
  const accounts = state.accounts ?? [];
  const requests = state.requests ?? [];
  const notice = state.notice
    ? h('p', { class: state.notice.kind === 'error' ? 'alert' : 'notice', role: state.notice.kind === 'error' ? 'alert' : 'status', 'data-testid': 'connections-notice' },
      t(state.notice.text as MessageKey, { lender }))
    : null;
  return section('step-connections',
    stepHeading(t('connections_title')),
    h('p', {}, t('connections_intro', { lender })),
    notice,
    accounts.length
      ? h('ul', { class: 'conn-list', 'data-testid': 'connections-list', 'aria-label': t('connections_title') }, ...accounts.map((a) => accountItem(ctx, a)))
      : h('p', { class: 'muted' }, t('connections_none')),
    h('div', { class: 'actions' }, button(t('platform_title_more'), 'connections-connect', actions.connectFromConnections)),
    h('h2', { class: 'connected-title' }, t('copy_title')),
    h('p', { class: 'muted' }, t('copy_body', { lender })),
    button(t('copy_download'), 'download-copy', actions.downloadCopy, 'secondary'),
    h('h2', { class: 'connected-title' }, t('request_title')),
    h('p', { class: 'muted' }, t('request_body', { lender })),
    requestForm(ctx),
    requests.length ? h('h2', { class: 'connected-title' }, t('requests_title')) : null,
    requests.length ? h('ul', { class: 'conn-list', 'data-testid': 'requests-list' }, ...requests.map((r) => requestItem(t, r))) : null,
  );
}
