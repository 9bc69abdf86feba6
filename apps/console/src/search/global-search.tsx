import { useState } from 'preact/hooks';
import { ConsoleApiError, unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { navigate } from '../router/router';
import { findTarget, type SearchLookups } from './find-target';

const notFound = (error: unknown) => {
  if (error instanceof ConsoleApiError && error.status >= 400 && error.status < 500) return null;
  throw error;
};

/** The header's search: an external id, an account id or a report id, opened on Enter. */
export function GlobalSearch() {
  const { client } = useSession();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookups: SearchLookups = {
    userByExternalId: (externalId) => unwrap(client.v1.GET('/v1/users', { params: { query: { external_id: externalId } } })).catch(notFound),
    account: (accountId) => unwrap(client.v1.GET('/v1/accounts/{account_id}', { params: { path: { account_id: accountId } } })).catch(notFound),
    report: (reportId) => unwrap(client.v1.GET('/v1/reports/{report_id}', { params: { path: { report_id: reportId } } })).catch(notFound),
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy || query.trim() === '') return;
    setBusy(true);
    setMessage(null);
    try {
      const target = await findTarget(query, lookups);
      if (target) {
        setQuery('');
        navigate(target.path);
      } else setMessage(`Nothing found for “${query.trim()}”.`);
    } catch {
      setMessage('The search could not reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="global-search" role="search" onSubmit={submit}>
      <label for="global-search-input" class="visually-hidden">
        Search by external ID, account ID or report ID
      </label>
      <input
        id="global-search-input"
        type="search"
        placeholder="Search external ID, account or report ID"
        value={query}
        onInput={(e) => (setQuery(e.currentTarget.value), setMessage(null))}
        aria-describedby="global-search-message"
        autocomplete="off"
        spellcheck={false}
      />
      <p id="global-search-message" class={message ? 'search-message' : 'visually-hidden'} role="status" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
