import { Body, Get, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AskWorkerRequest, Clock, CopyMyData, ListMyWorkerRequests, ListPlatforms, Principal, requestDay } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { CONNECT, JSON_BODY } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { CLOCK } from '../../platform/wiring/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { WorkerDataCopyEnvelopeDto } from './dto/my-data.responses';
import { AskWorkerRequestDto } from './dto/worker-request.requests';
import { WorkerRequestEnvelopeDto, WorkerRequestListEnvelopeDto } from './dto/worker-request.responses';
import { presentWorkerDataCopy, WorkerDataCopyJson } from './my-data.presenter';
import { presentWorkerRequest, presentWorkerRequests, WorkerRequestJson, WorkerRequestListJson } from './worker-request.presenter';

/** The worker's side, from the widget with a connect token: ask, and see each request and its answer. */
@PublicApi('v1/connect/worker-requests', 'connect')
export class MyWorkerRequestsController {
  constructor(
    private readonly askWorkerRequest: AskWorkerRequest,
    private readonly listMyWorkerRequests: ListMyWorkerRequests,
    private readonly copyMyData: CopyMyData,
    private readonly listPlatforms: ListPlatforms,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private today() {
    return requestDay(this.clock.now());
  }

  @Operation(Post(), {
    status: 201, access: 'connect', keys: 'any', connectToken: true,
    id: 'askWorkerRequest', summary: 'The worker asks for deletion, or objects',
    description: 'With a connect token: `deletion` asks the company to delete everything it holds about the worker (their data is blocked at ' +
      'once: the company’s reads of the user answer 404, no report, no refresh), `objection` objects to automated evaluation of their income. ' +
      'Due 20 business days later (`due_on`); the company is told by `worker_request.created`. Asking again while one of the type is pending ' +
      'answers that one. A public key alone may not (403).',
    created: { type: WorkerRequestEnvelopeDto }, errors: [...CONNECT, ...JSON_BODY, 'forbidden_error'],
  })
  async ask(@Body() body: AskWorkerRequestDto, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<WorkerRequestJson>> {
    const { request } = await this.askWorkerRequest.execute(principal, { type: body.type ?? null, message: body.message ?? null }, req.ip ?? '');
    return successEnvelope(presentWorkerRequest(request, this.today()));
  }

  @Operation(Get(), {
    access: 'connect', keys: 'any', connectToken: true,
    id: 'listMyWorkerRequests', summary: 'The worker’s own requests',
    description: 'With a connect token: the worker’s requests, newest first, each pending or answered (a declined one with its reason).',
    ok: { type: WorkerRequestListEnvelopeDto }, errors: [...CONNECT, 'forbidden_error'],
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<WorkerRequestListJson>> {
    return successEnvelope(presentWorkerRequests(await this.listMyWorkerRequests.execute(principal), this.today()));
  }

  @Operation(Get('copy'), {
    access: 'connect', keys: 'any', connectToken: true,
    id: 'copyMyData', summary: 'The worker downloads a copy of their data',
    description: 'With a connect token: one JSON of everything the company holds about the worker through the service — the user, each ' +
      'account with every day of earnings, its profile and employment, documents (metadata and what was read), reports (metadata, not the ' +
      'PDFs), consents, requests and the consent history. At most 3 in 24 hours (429); each copy is kept in the consent history.',
    ok: { type: WorkerDataCopyEnvelopeDto }, errors: [...CONNECT, 'forbidden_error'],
  })
  async copy(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<WorkerDataCopyJson>> {
    return successEnvelope(presentWorkerDataCopy(await this.copyMyData.execute(principal, req.ip ?? ''), this.listPlatforms.execute()));
  }
}
