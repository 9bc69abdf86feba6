import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ConsoleClient } from '../api/console-client';
import type { Member } from '../api/console-schemas';

export interface SessionValue {
  readonly member: Member;
  readonly client: ConsoleClient;
  readonly isAdmin: boolean;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in member and the client; pages under the layout only. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside a signed-in page');
  return value;
}
