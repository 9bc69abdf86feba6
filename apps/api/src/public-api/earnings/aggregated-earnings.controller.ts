import { Body, Post, Res } from '@nestjs/common';
import { AggregateEarnings, Principal } from '@gig/domain';
import type { Response } from 'express';
import { successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { RequiresRole } from '../../platform/auth/member-session.decorator';
import { AGGREGATED_EARNINGS_EXAMPLES } from '../../platform/docs/operation-examples';
import { JSON_BODY, READ } from '../../platform/docs/operation-errors';
import { presentAggregatedEarnings } from './aggregated-earnings.presenter';
import { toAggregateQuery } from './aggregated-earnings.query';
import { AggregatedEarningsRequestDto } from './dto/aggregated-earnings.request';
import { RequestBody } from '../../platform/docs/request-body.decorator';
import { AggregatedEarningsEnvelopeDto } from './dto/aggregated-earnings.response';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

/** Said only when some were left out, so that a read with fewer platforms than the user has, or none, says why. */
const EXCLUDED_ACCOUNTS_HEADER = 'x-gig-excluded-accounts';
const EXCLUDED_ACCOUNTS_DOC = {
  description: 'Present when accounts of the user were left out because their last successful connection lies outside ' +
    '[start_date, end_date] (spec rule 4, accounts that never synced included): how many. Absent when none were.',
  schema: { type: 'integer' as const, minimum: 1 },
};

/** A read sent as a POST (the query is its body): through `/console/v1`, any member may, as with a GET. */
@PublicApi('v1/users/earnings', 'earnings')
@RequiresRole('viewer')
export class AggregatedEarningsController {
  constructor(private readonly aggregateEarnings: AggregateEarnings) {}

  @Operation(Post('aggregated'), {
    status: 200, access: 'read', keys: 'private',
    id: 'aggregateUserEarnings',
    summary: "Aggregate a user's daily earnings across platforms",
    description: 'Adds up, day by day, the earnings of every account of the user that has synced. One currency is kept as ' +
      'it is; several are converted to `usd` at each day’s rate (`currency_note: converted_from_multiple`). ' +
      '`service_unavailable` (503) when a needed exchange rate cannot be had.',
    ok: { type: AggregatedEarningsEnvelopeDto, example: AGGREGATED_EARNINGS_EXAMPLES.answer, headers: { [EXCLUDED_ACCOUNTS_HEADER]: EXCLUDED_ACCOUNTS_DOC } },
    errors: [...READ, ...JSON_BODY, 'USER_NOT_FOUND', 'service_unavailable'],
  })
  @RequestBody(AggregatedEarningsRequestDto, {
    example: { external_id: 'demo-worker-1', start_date: '2026-07-01', end_date: '2026-09-30', options: { details: true } },
    examples: { byExternalId: AGGREGATED_EARNINGS_EXAMPLES.byExternalId, byUserId: AGGREGATED_EARNINGS_EXAMPLES.byUserId },
  })
  async aggregated(
    @Body() body: AggregatedEarningsRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.aggregateEarnings.execute(toAggregateQuery(principal.company.id, body));
    if (result.excludedAccounts > 0) res.setHeader(EXCLUDED_ACCOUNTS_HEADER, String(result.excludedAccounts));
    sendJson(res, 200, JSON.stringify(successEnvelope(presentAggregatedEarnings(result))));
  }
}
