import type { WidgetPlatform } from '../api/connect-api.types';
import type { Translate } from '../i18n/i18n';
import { h } from '../ui/dom.helpers';

/** The search field appears once a widget offers more than this many platforms. */
export const SEARCH_FROM = 7;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_-]+/g, ' ').trim();

/** Whether a platform answers the worker's query: its name or code, ignoring case, accents and spaces. */
export function matchesQuery(platform: { readonly name: string; readonly code: string }, query: string): boolean {
  const wanted = fold(query);
  return !wanted || fold(platform.name).includes(wanted) || fold(platform.code).includes(wanted) || fold(platform.name).replace(/ /g, '').includes(wanted.replace(/ /g, ''));
}

/**
 * A search field above the tiles: typing hides the tiles that do not match (nothing is re-rendered, so focus
 * stays in the field), a polite status says how many are left, and a sentence says when none is.
 */
export function platformSearch(t: Translate, platforms: readonly WidgetPlatform[], list: HTMLElement): HTMLElement {
  const input = h('input', {
    id: 'platform-search', type: 'search', autocomplete: 'off', spellcheck: 'false', 'data-testid': 'platform-search',
    placeholder: t('platform_search_placeholder'), 'aria-describedby': 'platform-count',
  });
  const count = h('p', { id: 'platform-count', class: 'sr-only', role: 'status', 'data-testid': 'platform-count' });
  const none = h('p', { class: 'muted', 'data-testid': 'platform-no-match', hidden: true });
  input.addEventListener('input', () => {
    const query = input.value;
    let shown = 0;
    list.querySelectorAll<HTMLElement>('li[data-platform]').forEach((item) => {
      const platform = platforms.find((p) => p.code === item.dataset.platform);
      const match = platform ? matchesQuery(platform, query) : true;
      item.hidden = !match;
      if (match) shown++;
    });
    count.textContent = query.trim() ? t('platform_search_count', { count: String(shown) }) : '';
    none.hidden = shown > 0;
    none.textContent = shown > 0 ? '' : t('platform_search_none', { query: query.trim() });
  });
  return h('div', { class: 'search' },
    h('label', { for: 'platform-search', class: 'sr-only' }, t('platform_search_label')),
    input, count, none);
}
