import type { ComponentChildren } from 'preact';

/**
 * A row's actions behind one "Actions" disclosure (a native <details>: Enter/Space open it, Tab reaches the
 * items), so a table keeps one narrow column for them whatever their number.
 */
export function RowMenu({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <details class="row-menu">
      <summary aria-label={label}>Actions</summary>
      <div class="row-menu-items">{children}</div>
    </details>
  );
}
