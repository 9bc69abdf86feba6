import type { ComponentChildren } from 'preact';

/** A polite live region: what a write did (saved, deleted…); present before its text so it is announced. */
export function StatusMessage({ text }: { readonly text: string | null }) {
  return (
    <p class={text ? 'status' : 'status status-empty'} role="status" aria-live="polite">
      {text}
    </p>
  );
}

/** An error the member must read: "Error:" in words, not by color alone. */
export function ErrorMessage({ error }: { readonly error: unknown }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      <strong>Error: </strong>
      {messageOf(error)}
    </p>
  );
}

export function Loading({ children }: { readonly children?: ComponentChildren }) {
  return <p class="muted">{children ?? 'Loading…'}</p>;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
