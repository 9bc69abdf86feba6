import { useEffect, useState } from 'preact/hooks';
import type { Platform } from '../api/console-schemas';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from '../api/public-values';
import { statusLabel, warningLabel } from '../ui/badge';
import { NO_FILTERS, type AccountFilters } from './account-filters';

type FilterKey = 'platform' | 'status' | 'warning';

interface FilterFormProps {
  readonly filters: AccountFilters;
  readonly platforms: readonly Platform[];
  readonly onApply: (filters: AccountFilters) => void;
}

/** Platform, status and warning; applied with the button (a select does not navigate by itself). */
export function AccountFilterForm({ filters, platforms, onApply }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters.platform, filters.status, filters.warning]);
  const set = (key: FilterKey) => (event: Event) => setDraft({ ...draft, [key]: (event.currentTarget as HTMLSelectElement).value });
  const submit = (event: Event) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form class="filters" onSubmit={submit} aria-label="Filter accounts">
      <FilterSelect name="platform" label="Platform" anyLabel="Any platform" value={draft.platform} onChange={set('platform')} options={platforms.map((platform) => [platform.code, platform.name] as const)} />
      <FilterSelect name="status" label="Status" anyLabel="Any status" value={draft.status} onChange={set('status')} options={ACCOUNT_STATUSES.map((status) => [status, statusLabel(status)] as const)} />
      <FilterSelect name="warning" label="Warning" anyLabel="Any warning or none" value={draft.warning} onChange={set('warning')} options={ACCOUNT_WARNINGS.map((warning) => [warning, warningLabel(warning)] as const)} />
      <div class="actions">
        <button type="submit">Apply filters</button>
        <button type="button" class="secondary" onClick={() => onApply(NO_FILTERS)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

interface FilterSelectProps {
  readonly name: FilterKey;
  readonly label: string;
  /** The first option, which sets no filter. */
  readonly anyLabel: string;
  readonly options: readonly (readonly [value: string, label: string])[];
  readonly value: string;
  readonly onChange: (event: Event) => void;
}

function FilterSelect({ name, label, anyLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <div class="field">
      <label for={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} value={value} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
