import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { ConsoleClient } from '../api/console-client';
import type { ConsoleSession } from '../api/console-schemas';
import { setFlash } from '../app/flash';
import { navigate } from '../router/router';
import { pathTo } from '../router/routes';
import { Link } from '../router/link';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';

const MIN_LENGTH = 12;

interface SetPasswordProps {
  readonly client: ConsoleClient;
  readonly search: string;
  readonly onSignedIn: (session: ConsoleSession) => void;
}

/** Sets the password of a one-time link, then signs the member in with it and opens the overview (which says so once). */
export function SetPasswordPage({ client, search, onSignedIn }: SetPasswordProps) {
  const token = new URLSearchParams(search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const action = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    if (password !== repeat) return setMismatch('The two passwords are not the same.');
    setMismatch(null);
    const setAndSignIn = async () => {
      const set = await unwrap(client.POST('/console/api/password', { body: { token, password } }));
      const session = await unwrap(client.POST('/console/api/session', { body: { email: set.email, password } })).catch(() => null);
      return { email: set.email, session };
    };
    // Said once: here only when signing in failed; otherwise on the overview.
    const answer = await action.run(setAndSignIn, (done) => (done.session ? '' : `Password set for ${done.email}.`));
    if (!answer) return;
    if (!answer.session) return setEmail(answer.email);
    onSignedIn(answer.session);
    setFlash(`Your password is set and you are signed in as ${answer.email}.`);
    navigate(pathTo.overview(), { replace: true });
  };
  return (
    <main class="narrow" id="main">
      <PageHeading title="Set your password" />
      {!token && <ErrorMessage error="This link has no token: open the link you were sent again." />}
      {email ? (
        <p>
          Your password is set. <Link href={pathTo.signIn()}>Sign in</Link> with {email}.
        </p>
      ) : (
        <form onSubmit={submit} class="stack" noValidate>
          <label for="new-password">New password</label>
          <input
            id="new-password"
            type="password"
            autocomplete="new-password"
            minLength={MIN_LENGTH}
            maxLength={200}
            required
            aria-describedby="password-hint"
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
          <p id="password-hint" class="hint">
            At least {MIN_LENGTH} characters.
          </p>
          <label for="repeat-password">Repeat the password</label>
          <input id="repeat-password" type="password" autocomplete="new-password" required value={repeat} onInput={(e) => setRepeat(e.currentTarget.value)} />
          <button type="submit" disabled={action.busy || !token}>
            Set password
          </button>
        </form>
      )}
      <StatusMessage text={action.status} />
      <ErrorMessage error={mismatch ?? action.error} />
    </main>
  );
}
