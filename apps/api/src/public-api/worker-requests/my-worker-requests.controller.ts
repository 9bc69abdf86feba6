import { Body, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AskWorkerRequest, Clock, CopyMyData, DataCopy, GetDataCopy, ListMyWorkerRequests, ListPlatforms, Principal, requestDay } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { CONNECT, JSON_BODY } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { CLOCK } from '../../platform/wiring/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { PendingDataCopyEnvelopeDto, WorkerDataCopyEnvelopeDto } from './dto/my-data.responses';
import { AskWorkerRequestDto } from './dto/worker-request.requests';
import { WorkerRequestEnvelopeDto, WorkerRequestListEnvelopeDto } from './dto/worker-request.responses';
import { presentWorkerDataCopy } from './my-data.presenter';
import { presentWorkerRequest, presentWorkerRequests, WorkerRequestJson, WorkerRequestListJson } from './worker-request.presenter';

/** The worker's side, from the widget with a connect token: ask, and see each request and its answer. */
@PublicApi('v1/connect/worker-requests', 'connect')
export class MyWorkerRequestsController {
  constructor(
    private readonly askWorkerRequest: AskWorkerRequest,
    private readonly listMyWorkerRequests: ListMyWorkerRequests,
    private readonly copyMyData: CopyMyData,
    private readonly getDataCopy: GetDataCopy,
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
      'PDFs), consents, requests and the consent history. When the worker has more than 2,000 days of earnings the copy is prepared in the ' +
      'background: 202 with `copy_id` and `status: "pending"`, then `GET /v1/connect/worker-requests/copy/{copy_id}`. ' +
      'At most 3 in 24 hours, either way (429); each copy is kept in the consent history.',
    ok: { type: WorkerDataCopyEnvelopeDto },
    accepted: { type: PendingDataCopyEnvelopeDto, description: 'A large copy, being prepared: follow `GET /v1/connect/worker-requests/copy/{copy_id}`.' },
    errors: [...CONNECT, 'forbidden_error'],
  })
  async copy(@CurrentPrincipal() principal: Principal, @Req() req: Request, @Res() res: Response): Promise<void> {
    const outcome = await this.copyMyData.execute(principal, req.ip ?? '');
    if (outcome.status === 'pending') sendPending(res, outcome.copy);
    else sendJson(res, 200, JSON.stringify(successEnvelope(presentWorkerDataCopy(outcome.data, this.listPlatforms.execute()))));
  }

  @Operation(Get('copy/:copy_id'), {
    access: 'connect', keys: 'any', connectToken: true,
    id: 'getMyDataCopy', summary: 'The worker’s large copy, once prepared',
    description: 'With a connect token: 202 while the copy is being prepared (ask again after `retry-after` seconds), then 200 with the same ' +
      'JSON as a small copy. Kept 24 hours; another worker’s copy is as absent as a missing one (404).',
    ok: { type: WorkerDataCopyEnvelopeDto },
    accepted: {
      type: PendingDataCopyEnvelopeDto, description: 'Still being prepared (or `failed`: ask for a new copy).',
      headers: { 'retry-after': { description: 'Seconds to wait before asking again (2).', schema: { type: 'integer', minimum: 0 } } },
    },
    errors: [...CONNECT, 'forbidden_error', 'not_found_error'],
  })
  async copied(@Param('copy_id') copyId: string, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    const { copy, json } = await this.getDataCopy.execute(principal, copyId);
    if (json === null) sendPending(res, copy);
    else sendJson(res, 200, `{"success":true,"data":${json},"error":null}`);
  }
}

function sendPending(res: Response, copy: DataCopy): void {
  res.setHeader('retry-after', '2');
  sendJson(res, 202, JSON.stringify(successEnvelope({ copy_id: copy.id, status: copy.status })));
}
