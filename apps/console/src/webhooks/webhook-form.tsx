import { useState } from 'preact/hooks';
import type { Webhook, WebhookInput } from '../api/console-schemas';
import { WEBHOOK_EVENT_NAMES } from '../api/public-values';
import { CheckGroup } from '../ui/check-group';

interface WebhookFormProps {
  readonly idPrefix: string;
  readonly initial?: Webhook;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (input: WebhookInput) => void;
}

/** URL, name, the events (none ticked: every event), signing, and on an edit whether it is on. */
export function WebhookForm({ idPrefix, initial, submitLabel, busy, onSubmit }: WebhookFormProps) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [events, setEvents] = useState<readonly string[]>(initial?.events ?? []);
  const [signRequest, setSignRequest] = useState(initial?.sign_request ?? true);
  const [isActive, setIsActive] = useState(initial?.is_active ?? true);
  const submit = (e: Event) => {
    e.preventDefault();
    const chosen = WEBHOOK_EVENT_NAMES.filter((event) => events.includes(event));
    onSubmit({
      url: url.trim(),
      name: name.trim(),
      events: chosen.length > 0 ? chosen : null,
      sign_request: signRequest,
      ...(initial ? { is_active: isActive } : {}),
    });
  };
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form class="stack" onSubmit={submit}>
      <label for={id('url')}>URL</label>
      <input id={id('url')} type="url" required inputMode="url" placeholder="https://hooks.example.com/gig" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      <label for={id('name')}>Name</label>
      <input id={id('name')} type="text" value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <CheckGroup
        legend="Events (none ticked: every event)"
        name={id('events')}
        options={WEBHOOK_EVENT_NAMES.map((event) => ({ value: event, label: event }))}
        selected={events}
        onChange={setEvents}
      />
      <label class="check">
        <input type="checkbox" checked={signRequest} onChange={(e) => setSignRequest(e.currentTarget.checked)} />
        Sign deliveries (Standard Webhooks headers)
      </label>
      {initial && (
        <label class="check">
          <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
          Active (unticked: deliveries paused; ticking again clears the failure streak)
        </label>
      )}
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
