import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import { userEvent } from '../webhooks/webhook-events';
import { WidgetFinder, widgetNamedInBody } from '../widgets/company-widget';
import { externalIdOf } from './external-id';
import type { User } from './user';

export interface CreateUserCommand {
  /** The company's own identifier of the user, checked as an `ExternalId`. */
  readonly externalId?: string | null;
  readonly widgetId?: string | null;
}

/**
 * Registers a user. An `externalId` is unique per company: asking again for one that exists
 * returns the existing user (`created: false`), so a client may retry safely. A public (widget) key
 * learns nothing of existing users: it is refused `forbidden_error` for an existing `externalId`.
 * A new user is announced (`user.created`) in the transaction that stores it. A `widgetId` must name a
 * widget of the company; it is kept on a new user only.
 */
export class CreateUser {
  constructor(
    private readonly users: Pick<UserRepository, 'findByRef'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly widgets: WidgetFinder,
  ) {}

  async execute(principal: Principal, command: CreateUserCommand = {}): Promise<{ user: User; created: boolean }> {
    assertAccess(principal, 'connect');
    if (principal.connect) throw new DomainError('forbidden_error', 'A connect token is for its existing user: it creates no users.');
    const external = command.externalId === undefined || command.externalId === null ? null : externalIdOf(command.externalId);
    const companyId = principal.company.id;
    const widget = await widgetNamedInBody(this.widgets, companyId, command.widgetId);
    if (external !== null) {
      const existing = await this.users.findByRef(companyId, { externalId: external });
      if (existing) return this.found(principal, existing);
    }
    const user: User = { id: randomUUID(), companyId, externalId: external, widgetId: widget?.id ?? null, createdAt: this.clock.now() };
    try {
      await this.unitOfWork.run(async (tx) => {
        await tx.users.create(user);
        await tx.outbox.record(userEvent('user.created', user, user.createdAt));
      });
    } catch (error) {
      const raced = external !== null && (await this.users.findByRef(companyId, { externalId: external }));
      if (raced) return this.found(principal, raced);
      throw error;
    }
    return { user, created: true };
  }

  private found(principal: Principal, user: User): { user: User; created: false } {
    if (principal.keyKind === 'public') {
      const message = 'A public key cannot reach an existing user: create users with your private key, or omit externalId.';
      throw new DomainError('forbidden_error', message, null, null, ['externalId']);
    }
    return { user, created: false };
  }
}
