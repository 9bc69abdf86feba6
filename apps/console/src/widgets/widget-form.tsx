import { useState } from 'preact/hooks';
import type { Platform, WidgetInput } from '../api/console-schemas';
import { CheckGroup } from '../ui/check-group';
import { EMPTY_WIDGET, widgetInputOf, type WidgetDraft } from './widget-draft';

interface WidgetFormProps {
  readonly idPrefix: string;
  readonly initial?: WidgetDraft;
  readonly platforms: readonly Platform[];
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (input: WidgetInput) => void;
}

/** The public widget fields; platforms and countries none ticked: all. */
export function WidgetForm({ idPrefix, initial, platforms, submitLabel, busy, onSubmit }: WidgetFormProps) {
  const [draft, setDraft] = useState<WidgetDraft>(initial ?? EMPTY_WIDGET);
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (key: keyof WidgetDraft) => (event: Event) => setDraft({ ...draft, [key]: (event.currentTarget as HTMLInputElement).value });
  const countries = [...new Set(platforms.flatMap((platform) => platform.countries))];
  const submit = (event: Event) => {
    event.preventDefault();
    onSubmit(widgetInputOf(draft));
  };
  return (
    <form class="stack" onSubmit={submit}>
      <label for={id('name')}>Name</label>
      <input id={id('name')} type="text" required value={draft.name} onInput={text('name')} />
      <CheckGroup
        legend="Platforms (none ticked: all)"
        name={id('platforms')}
        options={platforms.map((platform) => ({ value: platform.code, label: platform.name }))}
        selected={draft.platforms}
        onChange={(selected) => setDraft({ ...draft, platforms: selected })}
      />
      <CheckGroup
        legend="Countries (none ticked: all)"
        name={id('countries')}
        options={countries.map((country) => ({ value: country, label: country.toUpperCase() }))}
        selected={draft.countries}
        onChange={(selected) => setDraft({ ...draft, countries: selected })}
      />
      <label for={id('origins')}>Allowed origins (one per line)</label>
      <textarea id={id('origins')} rows={3} aria-describedby={id('origins-hint')} value={draft.allowedOrigins} onInput={text('allowedOrigins')} />
      <p id={id('origins-hint')} class="hint">
        Pages that may embed the widget, like https://app.example.com (no path). None: full-page only.
      </p>
      <label for={id('redirect')}>Redirect URL (optional)</label>
      <input id={id('redirect')} type="url" value={draft.redirectUrl} onInput={text('redirectUrl')} />
      <label for={id('language')}>Language</label>
      <select id={id('language')} value={draft.language} onChange={text('language')}>
        <option value="es">Spanish</option>
        <option value="en">English</option>
      </select>
      <label for={id('color')}>Primary color</label>
      <input id={id('color')} type="text" pattern="#[0-9a-fA-F]{6}" value={draft.primaryColor} onInput={text('primaryColor')} aria-describedby={id('color-hint')} />
      <p id={id('color-hint')} class="hint">
        A hex color like #1a56db.
      </p>
      <label for={id('logo')}>Logo URL (optional)</label>
      <input id={id('logo')} type="url" value={draft.logoUrl} onInput={text('logoUrl')} aria-describedby={id('logo-hint')} />
      <p id={id('logo-hint')} class="hint">
        An https address on one of the allowed origins, or a data: URL of a PNG or SVG image.
      </p>
      <label for={id('consent')}>Consent version</label>
      <input id={id('consent')} type="text" required value={draft.consentVersion} onInput={text('consentVersion')} />
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
