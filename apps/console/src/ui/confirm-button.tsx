import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete". */
  readonly label: string;
  /** Its accessible name when the text alone is ambiguous (several rows), e.g. "Delete (ops@acme.example)"; it starts with `label`. */
  readonly name?: string;
  /** The dialog's question, e.g. "Delete this account?". */
  readonly question: string;
  readonly children?: ComponentChildren;
  readonly confirmLabel?: string;
  readonly danger?: boolean;
  readonly disabled?: boolean;
  readonly onConfirm: () => void;
}

/** A button that asks first, in a native modal `<dialog>` (focus kept inside, Escape cancels). */
export function ConfirmButton({ label, name, question, children, confirmLabel, danger, disabled, onConfirm }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`confirm-${Math.random().toString(36).slice(2)}`).current;
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" class={danger ? 'danger' : undefined} aria-label={name} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} class="confirm" aria-labelledby={titleId}>
        <h2 id={titleId}>{question}</h2>
        {children}
        <div class="actions">
          <button
            type="button"
            class={danger ? 'danger' : undefined}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel ?? label}
          </button>
          <button type="button" class="secondary" autofocus onClick={close}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
