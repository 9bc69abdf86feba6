import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { ConsoleClient } from '../api/console-client';
import type { ConsoleSession } from '../api/console-schemas';
import { safeNext } from '../router/routes';
import { navigate } from '../router/router';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage } from '../ui/status';
import { useAction } from '../ui/use-action';

interface SignInProps {
  readonly client: ConsoleClient;
  readonly search: string;
  readonly onSignedIn: (session: ConsoleSession) => void;
}

export function SignInPage({ client, search, onSignedIn }: SignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const session = await action.run(() => unwrap(client.POST('/console/api/session', { body: { email: email.trim(), password } })), 'Signed in.');
    if (!session) return;
    onSignedIn(session);
    navigate(safeNext(new URLSearchParams(search).get('next')), { replace: true });
  };
  const lockedOut = (action.error as { status?: number } | null)?.status === 429;
  return (
    <main class="narrow" id="main">
      <PageHeading title="Sign in" />
      <form onSubmit={submit} class="stack" noValidate>
        <label for="sign-in-email">Email</label>
        <input id="sign-in-email" type="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        <label for="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          type="password"
          autocomplete="current-password"
          required
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
        <button type="submit" disabled={action.busy}>
          {action.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <div aria-live="polite">
        <ErrorMessage error={action.error} />
        {lockedOut && <p>Sign-ins for this e-mail or network are paused for a while to protect the account.</p>}
      </div>
    </main>
  );
}
