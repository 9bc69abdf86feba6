import { accountStatus } from '@gig/sdk/account-status';
import type { SessionAccount } from '../api/connect-api.types';
import { isUnfinished, offeredPlatforms } from '../flow/offered-platforms';
import { countryKey, type MessageKey } from '../i18n/i18n';
import { button, h, section, stepHeading } from '../ui/dom.helpers';
import { platformMark } from '../ui/platform-mark';
import { platformSearch, SEARCH_FROM } from './platform-search';
import type { StepContext } from './step.context';

export const STATUS_KEYS: Readonly<Record<SessionAccount['status'], MessageKey>> = {
  success: 'account_connected', syncing: 'account_syncing', pending: 'account_unfinished', incomplete: 'account_unfinished',
  error: 'account_failed', requires_auth: 'account_requires_auth', disconnected: 'account_disconnected',
};

/** The way back into an account from its row: "Continue" where it was left unfinished, "Reconnect" where its session ended. */
export function rowAction({ state, t, actions }: StepContext, account: SessionAccount, name: string, prefix = ''): HTMLElement | null {
  if (!state.widget?.platforms.some((p) => p.code === account.platform)) return null;
  if (account.status === accountStatus.requiresAuth) return button(t('reconnect', { platform: name }), `${prefix}reconnect-${account.platform}`, () => actions.reconnect(account.account_id), 'secondary');
  if (isUnfinished(account.status)) return button(t('resume', { platform: name }), `${prefix}resume-${account.platform}`, () => actions.resume(account.account_id), 'secondary');
  return null;
}

/** A returning worker's accounts: each with its status in words, and the way back into it where there is one. */
function connectedList(ctx: StepContext): HTMLElement | null {
  const { state, t } = ctx;
  const accounts = state.accounts ?? [];
  if (accounts.length === 0) return null;
  const nameOf = (code: string) => state.widget?.platforms.find((p) => p.code === code)?.name ?? code;
  return h('div', { class: 'connected', 'data-testid': 'connected-accounts' },
    h('ul', { class: 'connected-list', 'aria-labelledby': 'step-platform-title' }, ...accounts.map((account) =>
      h('li', { 'data-testid': `connected-${account.platform}`, 'data-status': account.status },
        platformMark(account.platform, nameOf(account.platform)),
        h('span', { class: 'connected-name' }, nameOf(account.platform)),
        h('span', { class: `connected-status status-${account.status}` }, t(STATUS_KEYS[account.status])),
        rowAction(ctx, account, nameOf(account.platform)),
      ),
    )),
  );
}

export function platformStep(ctx: StepContext): HTMLElement {
  const { state, t, actions } = ctx;
  const returning = (state.accounts?.length ?? 0) > 0;
  const platforms = offeredPlatforms(state.widget?.platforms ?? [], state.accounts);
  // A returning worker first sees their platforms (the step's heading), then the choice of another one.
  const heading = stepHeading(t(returning ? 'connected_title' : 'platform_title'));
  heading.id = 'step-platform-title';
  const list = h('ul', { class: 'tiles', 'aria-labelledby': returning ? 'platform-more-title' : 'step-platform-title' }, ...platforms.map((platform) =>
    h('li', { 'data-platform': platform.code },
      h('button', { type: 'button', class: 'tile', 'data-testid': `platform-${platform.code}`, disabled: state.busy, onclick: () => actions.choosePlatform(platform.code) },
        platformMark(platform.code, platform.name), h('span', { class: 'tile-name' }, platform.name))),
  ));
  const more = returning ? h('h2', { class: 'connected-title', id: 'platform-more-title' }, t('platform_title_more')) : null;
  const search = platforms.length >= SEARCH_FROM ? platformSearch(t, platforms, list) : null;
  return section('step-platform', heading, connectedList(ctx), more, search, platforms.length ? list : h('p', { 'data-testid': 'platform-none' }, t(returning ? 'platform_all_connected' : 'platform_empty')));
}

export function countryStep({ state, t, actions }: StepContext): HTMLElement {
  const platform = state.platform;
  const heading = stepHeading(t('country_title', { platform: platform?.name ?? '' }));
  heading.id = 'step-country-title';
  const list = h('ul', { class: 'choices' }, ...(platform?.countries ?? []).map((country) => {
    const key = countryKey(country);
    return h('li', {}, button(key ? t(key) : country.toUpperCase(), `country-${country}`, () => actions.chooseCountry(country), 'secondary'));
  }));
  return section('step-country', heading, list, h('div', { class: 'actions' }, button(t('back'), 'back', actions.back, 'link')));
}
