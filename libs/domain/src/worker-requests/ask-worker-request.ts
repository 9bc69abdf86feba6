import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { addBusinessDays } from '../dates/business-days';
import { calendarDateAt } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { rightsEvidence } from '../consents/rights-evidence';
import { workerRequestEvent } from '../webhooks/webhook-events';
import { ANSWER_BUSINESS_DAYS, WORKER_MESSAGE_MAX, WORKER_REQUEST_TYPES, WorkerRequest, WorkerRequestType } from './worker-request';

export interface AskWorkerRequestInput {
  readonly type: string | null;
  readonly message: string | null;
}

export interface AskedWorkerRequest {
  readonly request: WorkerRequest;
  /** False when a pending request of the same type was answered instead. */
  readonly created: boolean;
}

/**
 * The worker, with a connect token, asks the company to delete everything (`deletion`) or objects to automated evaluation
 * of their income (`objection`), due in 20 business days. A deletion blocks their data at once; `worker_request.created`
 * is written in the same transaction. Asking again while one of the type is pending answers that one.
 */
export class AskWorkerRequest {
  constructor(private readonly deps: { readonly unitOfWork: UnitOfWork; readonly clock: Clock }) {}

  async execute(principal: Principal, input: AskWorkerRequestInput, ipAddress: string): Promise<AskedWorkerRequest> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'Only the worker may ask this, with a connect token (Authorization: Bearer ct_…).');
    const type = requestType(input.type);
    const message = requestMessage(input.message);
    return this.deps.unitOfWork.run(async (tx) => {
      const user = await tx.users.findIncludingBlocked(principal.company.id, { userId: scope.userId });
      if (!user) throw new DomainError('invalid_api_key', 'The connect token’s user no longer exists.');
      const now = this.deps.clock.now();
      const asked: WorkerRequest = {
        id: randomUUID(), companyId: user.companyId, userId: user.id, externalId: user.externalId, type, message, status: 'pending',
        dueOn: addBusinessDays(calendarDateAt(now, 'America/Mexico_City'), ANSWER_BUSINESS_DAYS), declineReason: null, createdAt: now, resolvedAt: null,
      };
      const outcome = await tx.workerRequests.create(asked);
      if (outcome.created) {
        await tx.outbox.record(workerRequestEvent(outcome.request, now));
        await tx.consentHistory.record(rightsEvidence(principal, user.id, 'request', asked.id, ipAddress, now));
      }
      return outcome;
    });
  }
}

function requestType(value: string | null): WorkerRequestType {
  const type = WORKER_REQUEST_TYPES.find((known) => known === value);
  if (!type) throw DomainError.badRequest('type must be deletion or objection.', [{ field: 'type', message: 'must be deletion or objection' }]);
  return type;
}

function requestMessage(value: string | null): string | null {
  const message = value?.trim() ?? '';
  if (message.length > WORKER_MESSAGE_MAX) {
    throw DomainError.badRequest(`message is at most ${WORKER_MESSAGE_MAX} characters.`, [{ field: 'message', message: `at most ${WORKER_MESSAGE_MAX} characters` }]);
  }
  return message === '' ? null : message;
}
