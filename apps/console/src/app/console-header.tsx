import type { Member } from '../api/console-schemas';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { GlobalSearch } from '../search/global-search';
import { BrandMark } from '../ui/brand-mark';

interface HeaderProps {
  readonly member: Member;
  readonly menuOpen: boolean;
  readonly onMenu: () => void;
}

/** The product's name, the company and its environment, the search, and (below 1024 px) the Menu button. */
export function ConsoleHeader({ member, menuOpen, onMenu }: HeaderProps) {
  const live = member.environment === 'live';
  return (
    <header class="site-header">
      <Link href={pathTo.overview()} class="brand">
        <BrandMark />
        <span class="brand-name">Gig Earnings</span>
      </Link>
      <span class={live ? 'env env-live' : 'env env-sandbox'} data-testid="environment">
        {live ? 'Live' : 'Sandbox'}
      </span>
      <span class="company" data-testid="company-name">
        {member.company_name}
      </span>
      <GlobalSearch />
      <button type="button" class="secondary menu-button" aria-expanded={menuOpen} aria-controls="console-nav" onClick={onMenu}>
        Menu
      </button>
    </header>
  );
}
