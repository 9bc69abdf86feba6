import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { ConsoleClient } from '../api/console-client';
import { pathTo } from '../router/routes';
import { Link } from '../router/link';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';

const MIN_LENGTH = 12;

export function SetPasswordPage({ client, search }: { readonly client: ConsoleClient; readonly search: string }) {
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
    const answer = await action.run(() => unwrap(client.POST('/console/api/password', { body: { token, password } })), (done) => `Password set for ${done.email}.`);
    if (answer) setEmail(answer.email);
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
