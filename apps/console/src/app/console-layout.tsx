import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Member } from '../api/console-schemas';
import { Link } from '../router/link';
import type { Route } from '../router/routes';
import { ConsoleHeader } from './console-header';
import { NAV } from './nav-items';

interface LayoutProps {
  readonly route: Route;
  readonly path: string;
  readonly member: Member;
  readonly onSignOut: () => void;
  readonly children: ComponentChildren;
}

/**
 * Side navigation from 1024 px; on narrower screens a "Menu" button (aria-expanded) shows it above the page,
 * and it closes again when a page is chosen so the new page's heading gets the focus. The menu is open only on the
 * path it was opened at, so it closes in the very render that shows the new page.
 */
export function ConsoleLayout({ route, path, member, onSignOut, children }: LayoutProps) {
  const items = NAV.filter((item) => !item.adminOnly || member.role === 'admin');
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === path;
  return (
    <div class="shell">
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <ConsoleHeader member={member} menuOpen={open} onMenu={() => setOpenAt(open ? null : path)} />
      <div id="console-nav" class={open ? 'side open' : 'side'}>
        <nav aria-label="Console">
          <ul class="nav-list">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.routes.includes(route.name) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div class="member">
          <span class="member-company">{member.company_name}</span>
          <span data-testid="member">
            {member.email} ({member.role})
          </span>
          <button type="button" class="secondary" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
      <main id="main" class="content">
        {children}
      </main>
    </div>
  );
}
