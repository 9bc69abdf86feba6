import { useState } from 'preact/hooks';
import type { Widget } from '../api/console-schemas';
import { previewUrl } from './widget-draft';

/** Keys are stored hashed, so the member types a public key to build the widget page's address. */
export function WidgetPreview({ widgets }: { readonly widgets: readonly Widget[] }) {
  const [publicKey, setPublicKey] = useState('');
  const [widgetId, setWidgetId] = useState(widgets[0]?.widget_id ?? '');
  const chosen = widgets.some((widget) => widget.widget_id === widgetId) ? widgetId : (widgets[0]?.widget_id ?? '');
  const url = publicKey.trim() && chosen ? previewUrl(window.location.origin, publicKey, chosen) : null;
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">Preview link</h2>
      <div class="stack">
        <label for="preview-widget">Widget</label>
        <select id="preview-widget" value={chosen} onChange={(e) => setWidgetId(e.currentTarget.value)}>
          {widgets.map((widget) => (
            <option key={widget.widget_id} value={widget.widget_id}>
              {widget.name}
            </option>
          ))}
        </select>
        <label for="preview-key">Public key</label>
        <input id="preview-key" type="text" autocomplete="off" spellcheck={false} placeholder="pk_…" value={publicKey} onInput={(e) => setPublicKey(e.currentTarget.value)} aria-describedby="preview-key-hint" />
        <p id="preview-key-hint" class="hint">
          A public key of your company (keys are not stored in plain text, so type it here). It stays in this page.
        </p>
      </div>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="preview-link">
            Open the widget page (new tab)
          </a>
          <br />
          <code class="wrap">{url}</code>
        </p>
      ) : (
        <p class="muted">Type a public key to get the link.</p>
      )}
    </section>
  );
}
