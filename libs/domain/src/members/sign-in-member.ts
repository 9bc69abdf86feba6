import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { CompanyRepository } from '../ports/company-repository.port';
import type { MemberSessionStore } from '../ports/member-session-store.port';
import type { MemberRepository } from '../ports/member-repository.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { SignInAttemptStore } from '../ports/sign-in-attempt-store.port';
import { ConsoleSession, SESSION_LIFETIME_MS } from './console-session';
import { MAX_PASSWORD_LENGTH, readEmail } from './member-input';
import { hashSecretToken, newSecretToken } from './member-secrets';
import { assertNotLockedOut, LOCKOUT_WINDOW_MS, lockoutKeys } from './sign-in-lockout';

export interface SignInMemberDeps {
  readonly members: Pick<MemberRepository, 'findByEmail'>;
  readonly memberSessions: Pick<MemberSessionStore, 'create'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  readonly attempts: SignInAttemptStore;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
}

/** A new session: its cookie token is known only now. */
export interface SignedIn extends ConsoleSession {
  readonly sessionToken: string;
}

const WRONG = 'Wrong email or password.';
/** Verified when the email is unknown, so that an unknown email costs as long as a wrong password. */
const DECOY_PASSWORD = 'not-a-password-of-anyone';

/** Email and password to a 12-hour session; every failure looks the same, and repeated ones lock the email and the address out. */
export class SignInMember {
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly deps: SignInMemberDeps) {}

  async execute(email: string | undefined, password: string | undefined, clientAddress: string): Promise<SignedIn> {
    if (password === undefined || password.length === 0) throw DomainError.badRequest('password must be a non-empty string', [{ field: 'password', message: 'password must be a non-empty string' }]);
    const address = readEmail(email);
    const now = this.deps.clock.now();
    const keys = lockoutKeys(address, clientAddress);
    assertNotLockedOut(await this.deps.attempts.count([keys.email, keys.address], now, LOCKOUT_WINDOW_MS), keys, now);
    const member = await this.deps.members.findByEmail(address);
    const stored = member?.passwordHash ?? (await this.decoy());
    const verified = password.length <= MAX_PASSWORD_LENGTH * 4 && (await this.deps.hasher.verify(password, stored));
    const matches = verified && member?.passwordHash != null;
    const company = matches && member ? await this.deps.companies.findById(member.companyId) : null;
    if (!member || !company) throw new DomainError('invalid_credentials', WRONG);
    await this.deps.attempts.clear(keys.email);
    await this.deps.attempts.forgive([keys.address]);
    const sessionToken = newSecretToken();
    const session = { tokenHash: hashSecretToken(sessionToken), memberId: member.id, csrfToken: newSecretToken(), createdAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
    await this.deps.memberSessions.create(session);
    return { sessionToken, member, company, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.deps.hasher.hash(DECOY_PASSWORD);
    return this.decoyHash;
  }
}
