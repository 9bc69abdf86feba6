import { useState } from 'preact/hooks';

interface SecretOnceProps {
  readonly label: string;
  readonly secret: string;
  readonly onDismiss: () => void;
}

/** A secret the server shows only once: copy it now; dismissing forgets it. */
export function SecretOnce({ label, secret, onDismiss }: SecretOnceProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('Copying is not allowed here: select the text and copy it.');
    }
  };
  return (
    <section class="secret" data-testid="secret-once" aria-label={label}>
      <h2>{label}</h2>
      <p>This is shown only once. Store it safely now: it cannot be shown again.</p>
      <p>
        <code class="secret-value">{secret}</code>
      </p>
      <div class="actions">
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" class="secondary" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <p role="status" aria-live="polite">
        {copied}
      </p>
    </section>
  );
}
