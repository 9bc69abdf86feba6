import type { ComponentChildren } from 'preact';

/**
 * A table that scrolls sideways on narrow screens, focusable so the keyboard can scroll it too. No name of
 * its own: the table's caption names it, and a repeated or caption-like name would shadow form labels.
 */
export function TableWrap({ children }: { readonly children: ComponentChildren }) {
  return (
    <div class="table-wrap" tabIndex={0}>
      {children}
    </div>
  );
}
