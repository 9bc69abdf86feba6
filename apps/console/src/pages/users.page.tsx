import { useEffect, useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { queryString } from '../api/console-client';
import { useSession } from '../app/session-context';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { navigate } from '../router/router';
import { PageHeading } from '../ui/page-heading';
import { Pager } from '../ui/pager';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { DataTable } from '../ui/data-table';
import { RelativeTime } from '../ui/relative-time';

const PER_PAGE = 20;

export function UsersPage({ search }: { readonly search: string }) {
  const { client } = useSession();
  const params = new URLSearchParams(search);
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const users = useResource(() => unwrap(client.GET('/console/api/users', { params: { query: { query, page, items_per_page: PER_PAGE } } })), `${query}|${page}`);
  const go = (next: { query: string; page: number }) => navigate(pathTo.users() + queryString({ query: next.query, page: next.page > 1 ? next.page : undefined }));
  const submit = (event: Event) => {
    event.preventDefault();
    go({ query: text.trim(), page: 1 });
  };
  return (
    <>
      <PageHeading title="Users" />
      <form role="search" class="inline-form" onSubmit={submit}>
        <label for="user-search">External ID or user ID</label>
        <input id="user-search" type="search" value={text} onInput={(e) => setText(e.currentTarget.value)} aria-describedby="user-search-hint" />
        <button type="submit">Search</button>
        <p id="user-search-hint" class="hint">
          The start of an external ID (case-sensitive), or a whole user ID. Empty: every user, newest first.
        </p>
      </form>
      <ErrorMessage error={users.error} />
      {users.loading && <Loading />}
      {users.data && (
        <>
          <DataTable caption={query ? `Users matching “${query}”` : 'Users, newest first'} columns={['External ID', 'User ID', { label: 'Accounts', numeric: true }, 'Created']} testId="users-table">
            {users.data.items.map((user) => (
              <tr key={user.user_id}>
                <th scope="row" class="trunc" title={user.external_id ?? undefined}>
                  <Link href={pathTo.user(user.user_id)}>{user.external_id ?? `(no external ID) ${user.user_id.slice(0, 8)}`}</Link>
                </th>
                <td>
                  <code>{user.user_id}</code>
                </td>
                <td class="num">{user.accounts_count}</td>
                <td><RelativeTime iso={user.created_at} /></td>
              </tr>
            ))}
          </DataTable>
          {users.data.items.length === 0 && <p>No user matches.</p>}
          <Pager label="Users" page={users.data.page} itemsPerPage={users.data.items_per_page} total={users.data.total} onPage={(next) => go({ query, page: next })} />
        </>
      )}
    </>
  );
}
