import { CopyButton } from './copy-button';

interface SecretOnceProps {
  readonly label: string;
  readonly secret: string;
  readonly onDismiss: () => void;
}

/** A secret the server shows only once: copy it now; dismissing forgets it. */
export function SecretOnce({ label, secret, onDismiss }: SecretOnceProps) {
  return (
    <section class="secret" data-testid="secret-once" aria-label={label}>
      <h2>{label}</h2>
      <p>This is shown only once. Store it safely now: it cannot be shown again.</p>
      <p>
        <code class="secret-value">{secret}</code>
      </p>
      <div class="actions">
        <CopyButton value={secret} label={label.replace(/^The /, 'the ')} />
        <button type="button" class="secondary" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
