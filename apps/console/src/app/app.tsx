import { useEffect, useMemo, useState } from 'preact/hooks';
import { ConsoleClient, unwrap } from '../api/console-client';
import type { ConsoleSession } from '../api/console-schemas';
import { SetPasswordPage } from '../pages/set-password.page';
import { SignInPage } from '../pages/sign-in.page';
import { isPublicRoute, matchRoute, pathTo } from '../router/routes';
import { navigate, useLocation } from '../router/router';
import { ErrorMessage, Loading } from '../ui/status';
import { ConsoleLayout } from './console-layout';
import { Flash } from './flash';
import { PageSwitch } from './page-switch';
import { SessionContext } from './session-context';

/** Reads the session on load (a 401 sends to sign-in), then shows the page of the URL. */
export function App() {
  const location = useLocation();
  const route = matchRoute(location.pathname);
  const [session, setSession] = useState<ConsoleSession | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<unknown>(null);
  const client = useMemo(
    () =>
      new ConsoleClient({
        onUnauthorized: () => {
          setSession(null);
          const here = window.location.pathname + window.location.search;
          if (!isPublicRoute(matchRoute(window.location.pathname))) navigate(pathTo.signIn(here), { replace: true });
        },
      }),
    [],
  );
  const signedIn = (next: ConsoleSession) => {
    client.setCsrfToken(next.csrf_token);
    setSession(next);
  };

  useEffect(() => {
    unwrap(client.GET('/console/api/session')).then(signedIn, (error: unknown) => {
      setSession(null);
      if ((error as { status?: number }).status !== 401) setLoadError(error);
    });
  }, [client]);

  if (route.name === 'sign-in') return <SignInPage client={client} onSignedIn={signedIn} search={location.search} />;
  if (route.name === 'set-password') return <SetPasswordPage client={client} search={location.search} onSignedIn={signedIn} />;
  if (session === undefined) return <main class="narrow"><Loading /></main>;
  if (session === null) {
    return (
      <main class="narrow">
        <ErrorMessage error={loadError} />
        <p>
          <a href={pathTo.signIn()}>Sign in</a>
        </p>
      </main>
    );
  }
  const value = { member: session.member, client, isAdmin: session.member.role === 'admin' };
  const signOut = async () => {
    await unwrap(client.DELETE('/console/api/session')).catch(() => undefined);
    client.setCsrfToken(null);
    setSession(null);
    navigate(pathTo.signIn(), { replace: true });
  };
  return (
    <SessionContext.Provider value={value}>
      <ConsoleLayout route={route} path={location.pathname} member={session.member} onSignOut={signOut}>
        <Flash key={`flash-${location.pathname}`} />
        <PageSwitch route={route} search={location.search} key={location.pathname} />
      </ConsoleLayout>
    </SessionContext.Provider>
  );
}
