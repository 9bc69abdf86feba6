import { useEffect, useState } from 'preact/hooks';
import type { Platform } from '../api/console-schemas';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from '../api/public-values';
import { statusLabel, warningLabel } from '../ui/badge';
import { NO_FILTERS, type AccountFilters } from './account-filters';

interface FilterFormProps {
  readonly filters: AccountFilters;
  readonly platforms: readonly Platform[];
  readonly onApply: (filters: AccountFilters) => void;
}

/** Platform, status and warning; applied with the button (a select does not navigate by itself). */
export function AccountFilterForm({ filters, platforms, onApply }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters.platform, filters.status, filters.warning]);
  const set = (key: 'platform' | 'status' | 'warning') => (event: Event) => setDraft({ ...draft, [key]: (event.currentTarget as HTMLSelectElement).value });
  const submit = (event: Event) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form class="filters" onSubmit={submit} aria-label="Filter accounts">
      <div class="field">
        <label for="filter-platform">Platform</label>
        <select id="filter-platform" value={draft.platform} onChange={set('platform')}>
          <option value="">Any platform</option>
          {platforms.map((platform) => (
            <option key={platform.code} value={platform.code}>
              {platform.name}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-status">Status</label>
        <select id="filter-status" value={draft.status} onChange={set('status')}>
          <option value="">Any status</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="filter-warning">Warning</label>
        <select id="filter-warning" value={draft.warning} onChange={set('warning')}>
          <option value="">Any warning or none</option>
          {ACCOUNT_WARNINGS.map((warning) => (
            <option key={warning} value={warning}>
              {warningLabel(warning)}
            </option>
          ))}
        </select>
      </div>
      <div class="actions">
        <button type="submit">Apply filters</button>
        <button type="button" class="secondary" onClick={() => onApply(NO_FILTERS)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
