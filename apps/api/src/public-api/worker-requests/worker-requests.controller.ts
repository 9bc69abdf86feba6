import { Body, Get, Inject, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiQuery } from '@nestjs/swagger';
import { Clock, CompleteWorkerRequest, DeclineWorkerRequest, ListWorkerRequests, Principal, requestDay } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { JSON_BODY, MANAGE, READ } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { CLOCK } from '../../platform/wiring/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { DeclineWorkerRequestDto } from './dto/worker-request.requests';
import { WorkerRequestEnvelopeDto, WorkerRequestListEnvelopeDto } from './dto/worker-request.responses';
import { presentWorkerRequest, presentWorkerRequests, WorkerRequestJson, WorkerRequestListJson } from './worker-request.presenter';

/** The company's side of its workers' requests (LFPDPPP art. 24–31): list, complete, decline. */
@PublicApi('v1/worker-requests', 'worker-requests')
export class WorkerRequestsController {
  constructor(
    private readonly listWorkerRequests: ListWorkerRequests,
    private readonly completeWorkerRequest: CompleteWorkerRequest,
    private readonly declineWorkerRequest: DeclineWorkerRequest,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private today() {
    return requestDay(this.clock.now());
  }

  @Operation(Get(), {
    access: 'read', keys: 'private',
    id: 'listWorkerRequests', summary: 'List your workers’ requests',
    description: 'Deletion and objection requests workers made in the widget: pending first, by `due_on` (20 business days after the request).',
    ok: { type: WorkerRequestListEnvelopeDto }, errors: [...READ, 'bad_request'],
  })
  @ApiQuery({ name: 'status', required: false, enum: ['pending', 'completed', 'declined'] })
  async list(@Query('status') status: unknown, @CurrentPrincipal() principal: Principal): Promise<Envelope<WorkerRequestListJson>> {
    const wanted = status === undefined ? null : typeof status === 'string' ? status : '';
    return successEnvelope(presentWorkerRequests(await this.listWorkerRequests.execute(principal, wanted), this.today()));
  }

  @Operation(Post(':request_id/complete'), {
    status: 200, access: 'manage', keys: 'private',
    id: 'completeWorkerRequest', summary: 'Carry out a worker’s request',
    description: 'A deletion deletes the user as `DELETE /v1/users/{user_id}` does (accounts, data, consents and documents; reports revoked; ' +
      '`user.deleted`) in the same transaction; an objection is marked done (you stop evaluating the worker automatically). ' +
      'A request already answered is refused (422).',
    ok: { type: WorkerRequestEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async complete(@Param('request_id') id: string, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<WorkerRequestJson>> {
    return successEnvelope(presentWorkerRequest(await this.completeWorkerRequest.execute(principal, id, req.ip ?? ''), this.today()));
  }

  @Operation(Post(':request_id/decline'), {
    status: 200, access: 'manage', keys: 'private',
    id: 'declineWorkerRequest', summary: 'Decline a worker’s request, saying why',
    description: 'The worker sees the reason in the widget. A declined deletion unblocks the user’s data (reads and refresh resume).',
    ok: { type: WorkerRequestEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY, 'not_found_error'],
  })
  async decline(
    @Param('request_id') id: string, @Body() body: DeclineWorkerRequestDto, @CurrentPrincipal() principal: Principal, @Req() req: Request,
  ): Promise<Envelope<WorkerRequestJson>> {
    return successEnvelope(presentWorkerRequest(await this.declineWorkerRequest.execute(principal, id, body.reason ?? null, req.ip ?? ''), this.today()));
  }
}
