import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** The page's `<h1>`: focused when the page opens, so screen readers announce the new page; names the tab too. */
export function PageHeading({ title, children }: { readonly title: string; readonly children?: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Gig Earnings console`;
    ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} class="page-title">
      {children ?? title}
    </h1>
  );
}
