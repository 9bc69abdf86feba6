import { randomUUID } from 'node:crypto';
import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { DomainError, FieldError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { ConsentRepository } from '../ports/consent-repository.port';
import { findCompanyUser, UserFinder, userNotFound } from '../users/company-user';
import { isUuid } from '../users/user-ref';
import { WidgetFinder, widgetNamedInBody } from '../widgets/company-widget';
import type { WidgetLanguage } from '../widgets/widget';
import { languageProblem, textProblem } from '../widgets/widget-fields';
import type { Consent } from './consent';
import { addressProblem, assertNotBefore, normaliseAddress, timestampProblem } from './consent-fields';

type Given = string | null | undefined;

/** A consent as a client sends it (Palenca's fields), each text or absent; every one but the last two is required. */
export interface ConsentInput {
  readonly userId?: Given;
  readonly timestamp?: Given;
  readonly consentMethod?: Given;
  readonly version?: Given;
  readonly language?: Given;
  readonly device?: Given;
  readonly ipAddress?: Given;
  readonly widgetId?: Given;
}

export interface RecordConsentDeps {
  readonly users: UserFinder;
  readonly widgets: WidgetFinder;
  readonly consents: Pick<ConsentRepository, 'create'>;
  readonly clock: Clock;
}

/**
 * Records that a worker consented. The address is the caller's (`callerAddress`, as the service sees it);
 * only a private key (a lender's backend relaying the worker's address) may name another one: a public
 * key's `ipAddress` is checked but not used, since anyone can read that key from the lender's page.
 * The widget defaults to the one the user was created through. The timestamp must fall between the
 * user's creation and now, give or take five minutes of clock skew.
 */
export class RecordConsent {
  constructor(private readonly deps: RecordConsentDeps) {}

  async execute(principal: Principal, input: ConsentInput, callerAddress: string | undefined): Promise<Consent> {
    assertAccess(principal, 'connect');
    const now = this.deps.clock.now();
    const required = (field: string, value: Given, problem: (value: string) => FieldError | null): FieldError | null =>
      value === undefined || value === null ? { field, message: `${field} is required` } : problem(value);
    const errors = [
      required('userId', input.userId, (v) => (isUuid(v) ? null : { field: 'userId', message: 'userId must be a UUID' })),
      required('timestamp', input.timestamp, (v) => timestampProblem(v, now)),
      required('consentMethod', input.consentMethod, (v) => textProblem('consentMethod', v, 50)),
      required('version', input.version, (v) => textProblem('version', v, 32)),
      required('language', input.language, (v) => languageProblem('language', v)),
      required('device', input.device, (v) => textProblem('device', v, 300)),
      input.ipAddress === undefined || input.ipAddress === null ? null : addressProblem(input.ipAddress),
    ].filter((error): error is FieldError => error !== null);
    if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
    const text = (value: Given) => value as string;
    const [userId, consentedAt] = [text(input.userId).toLowerCase(), new Date(text(input.timestamp))];
    const [method, version, language, device] = [text(input.consentMethod), text(input.version), text(input.language) as WidgetLanguage, text(input.device)];
    const given = principal.keyKind === 'private' ? input.ipAddress : undefined;
    const ipAddress = normaliseAddress(given ?? undefined) ?? normaliseAddress(callerAddress) ?? 'unknown';
    const companyId = principal.company.id;
    const user = await findCompanyUser(this.deps.users, companyId, userId);
    if (outOfScope(principal, user.id)) throw userNotFound();
    assertNotBefore(consentedAt, user.createdAt);
    const widget = await widgetNamedInBody(this.deps.widgets, companyId, input.widgetId ?? principal.connect?.widgetId);
    if (widget && principal.connect && widget.id !== principal.connect.widgetId) {
      const message = 'widgetId must be the connect token’s widget.';
      throw DomainError.badRequest(message, [{ field: 'widgetId', message }]);
    }
    const consent: Consent = {
      id: randomUUID(), companyId, userId: user.id, widgetId: widget?.id ?? user.widgetId ?? null, ipAddress, consentedAt, method, version, language, device, createdAt: now,
    };
    await this.deps.consents.create(consent);
    return consent;
  }
}
