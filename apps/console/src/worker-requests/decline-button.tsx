import { useRef, useState } from 'preact/hooks';

interface DeclineButtonProps {
  /** Who asked, for the button's accessible name and the dialog's title. */
  readonly who: string;
  readonly disabled: boolean;
  readonly onDecline: (reason: string) => void;
}

const REASON_MAX = 2000;

/** "Decline" opens a modal form asking why: the worker reads the reason in the widget. */
export function DeclineButton({ who, disabled, onDecline }: DeclineButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useRef(`decline-${Math.random().toString(36).slice(2)}`).current;
  const [reason, setReason] = useState('');
  const close = () => dialog.current?.close();
  const submit = (e: Event) => {
    e.preventDefault();
    const text = reason.trim();
    if (text === '') return;
    close();
    setReason('');
    onDecline(text);
  };
  return (
    <>
      <button type="button" class="secondary" aria-label={`Decline (${who})`} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        Decline
      </button>
      <dialog ref={dialog} class="confirm" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Decline the request of {who}?</h2>
        <form class="stack" onSubmit={submit}>
          <label for={`${ids}-reason`}>Reason (the worker reads it)</label>
          <textarea id={`${ids}-reason`} required maxLength={REASON_MAX} rows={4} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
          <div class="actions">
            <button type="submit">Decline request</button>
            <button type="button" class="secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
