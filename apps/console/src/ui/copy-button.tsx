import { useEffect, useState } from 'preact/hooks';

const SHOWN_MS = 2500;

/** Copies `value` with the clipboard API; the button reads "Copied" for a moment and a status region says what was copied. */
export function CopyButton({ value, label }: { readonly value: string; readonly label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" class={state === 'copied' ? 'copy-button copied' : 'copy-button'} onClick={copy} data-copy={value}>
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span class="visually-hidden"> {label}</span>
      </button>
      <span class={state === 'failed' ? 'copy-failed' : 'visually-hidden'} role="status" aria-live="polite">
        {state === 'copied' ? `${label} copied to the clipboard.` : state === 'failed' ? 'Copying is not allowed here: select the text and copy it.' : ''}
      </span>
    </>
  );
}

/** An id or key in monospace with its copy button. */
export function CopyableId({ value, label }: { readonly value: string; readonly label: string }) {
  return (
    <span class="copyable">
      <code>{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  );
}
