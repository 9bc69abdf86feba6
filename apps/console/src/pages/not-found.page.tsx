import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { PageHeading } from '../ui/page-heading';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found" />
      <p>There is no such page in the console, or it is not available to your role.</p>
      <p>
        <Link href={pathTo.overview()}>Go to the overview</Link>
      </p>
    </>
  );
}
