export type HostEvent = 'ready' | 'user_created' | 'connection_success' | 'connection_error' | 'exit';

export interface RedirectResult {
  readonly status: 'success' | 'error' | 'exit';
  readonly user_id?: string;
  readonly account_id?: string;
  readonly platform?: string;
  readonly code?: string;
}

export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/** The host origin to post to, when it is one of the widget's allowed origins; otherwise none. */
export function allowedTarget(origin: string | null, allowed: readonly string[]): string | null {
  if (!origin) return null;
  const clean = origin.replace(/\/+$/, '');
  return allowed.some((candidate) => candidate.replace(/\/+$/, '') === clean) ? clean : null;
}

export function redirectTarget(redirectUrl: string, result: RedirectResult): string {
  const url = new URL(redirectUrl);
  for (const [key, value] of Object.entries(result)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export class HostMessenger {
  constructor(private readonly target: string | null, private readonly win: Window = window) {}

  post(event: HostEvent, data: Readonly<Record<string, unknown>>): void {
    if (!this.target || !isEmbedded(this.win)) return;
    this.win.parent.postMessage({ source: 'gig-connect', event, data }, this.target);
  }
}
