import { randomUUID } from 'node:crypto';
import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { DomainError, FieldError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { ConsentRepository } from '../ports/consent-repository.port';
import { findCompanyUser, UserFinder, userNotFound } from '../users/company-user';
import { isUuid } from '../users/user-ref';
import { WidgetFinder, widgetNamedInBody } from '../widgets/company-widget';
import { readLanguage, readText } from '../widgets/widget-fields';
import type { Consent } from './consent';
import { assertNotBefore, normaliseAddress, readAddress, readTimestamp } from './consent-fields';

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
    const errors: FieldError[] = [];
    const read = <T>(field: string, value: Given, reader: (value: string) => T): T => {
      try {
        if (value === undefined || value === null) throw DomainError.badRequest(`${field} is required`, [{ field, message: `${field} is required` }]);
        return reader(value);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push(...(error.errors ?? []));
        return undefined as T;
      }
    };
    const userId = read('userId', input.userId, (v) => {
      if (!isUuid(v)) throw DomainError.badRequest('userId must be a UUID', [{ field: 'userId', message: 'userId must be a UUID' }]);
      return v.toLowerCase();
    });
    const consentedAt = read('timestamp', input.timestamp, (v) => readTimestamp(v, now));
    const method = read('consentMethod', input.consentMethod, (v) => readText('consentMethod', v, 50));
    const version = read('version', input.version, (v) => readText('version', v, 32));
    const language = read('language', input.language, (v) => readLanguage('language', v));
    const device = read('device', input.device, (v) => readText('device', v, 300));
    const given = input.ipAddress === undefined || input.ipAddress === null ? undefined : read('ipAddress', input.ipAddress, readAddress);
    const ipAddress = (principal.keyKind === 'private' ? given : undefined) ?? normaliseAddress(callerAddress) ?? 'unknown';
    if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
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
