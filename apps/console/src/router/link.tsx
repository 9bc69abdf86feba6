import type { ComponentChildren, JSX } from 'preact';
import { navigate } from './router';

type LinkProps = Omit<JSX.HTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly href: string; readonly children: ComponentChildren };

/** A real link that navigates without reloading (a new tab, a download: the browser's own). */
export function Link({ href, children, ...rest }: LinkProps) {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...rest} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
