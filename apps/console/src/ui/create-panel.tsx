import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

interface NewButtonProps {
  readonly label: string;
  readonly controls: string;
  readonly open: boolean;
  readonly onOpen: () => void;
}

/** The page's "New …" button: it opens the create form (and hides while the form is open). */
export function NewButton({ label, controls, open, onOpen }: NewButtonProps) {
  if (open) return null;
  return (
    <button type="button" class="new-button" aria-expanded="false" aria-controls={controls} onClick={onOpen}>
      <span aria-hidden="true">+ </span>
      {label}
    </button>
  );
}

interface CreatePanelProps {
  readonly id: string;
  readonly title: string;
  readonly onCancel: () => void;
  readonly children: ComponentChildren;
}

/** A create form in a card, its heading focused when it opens, with a Cancel that closes it. */
export function CreatePanel({ id, title, onCancel, children }: CreatePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={id} class="card create-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <button type="button" class="secondary cancel-create" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}

/** A page's `<h1>` with its actions (a "New …" button) on the same line. */
export function PageHead({ children }: { readonly children: ComponentChildren }) {
  return <div class="page-head">{children}</div>;
}
