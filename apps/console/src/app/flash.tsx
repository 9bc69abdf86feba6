import { useEffect, useState } from 'preact/hooks';

let pending: string | null = null;

/** A sentence for the next page only (kept in memory: a reload or the page after does not show it again). */
export function setFlash(text: string): void {
  pending = text;
}

function takeFlash(): string | null {
  const text = pending;
  pending = null;
  return text;
}

/** Shows the flash once, in a status region that exists before its text so it is announced. */
export function Flash() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(takeFlash()), []);
  return (
    <p class={text ? 'note flash' : 'status-empty'} role="status" aria-live="polite" data-testid="flash">
      {text}
    </p>
  );
}
