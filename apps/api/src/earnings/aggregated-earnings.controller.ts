import { Body, Controller, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AggregateEarnings, Principal } from '@gig/domain';
import type { Response } from 'express';
import { successEnvelope } from '../http/envelope';
import { sendJson } from '../http/send-json';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { ErrorEnvelopeDto } from '../http/error-envelope.dto';
import { presentAggregatedEarnings } from './aggregated-earnings.presenter';
import { toAggregateQuery } from './aggregated-earnings.query';
import { AggregatedEarningsRequestDto } from './dto/aggregated-earnings.request';
import { AggregatedEarningsEnvelopeDto } from './dto/aggregated-earnings.response';

@ApiTags('earnings')
@ApiSecurity('api-key')
@ApiHeader({ name: 'x-request-id', required: false, description: 'Echoed back; generated when absent.' })
@Controller('v1/users/earnings')
@UseGuards(ApiKeyGuard)
export class AggregatedEarningsController {
  constructor(@Inject(AggregateEarnings) private readonly aggregateEarnings: AggregateEarnings) {}

  @Post('aggregated')
  @HttpCode(200)
  @RequiresAccess('read')
  @ApiOperation({ summary: "A user's daily earnings, added up across all connected gig platforms" })
  @ApiBody({ type: AggregatedEarningsRequestDto })
  @ApiOkResponse({ type: AggregatedEarningsEnvelopeDto })
  @ApiResponse({ status: 401, type: ErrorEnvelopeDto, description: 'missing_api_key, invalid_api_key, read_permissions_disabled' })
  @ApiResponse({ status: 403, type: ErrorEnvelopeDto, description: 'forbidden_error: a public key' })
  @ApiResponse({ status: 404, type: ErrorEnvelopeDto, description: 'USER_NOT_FOUND' })
  @ApiResponse({ status: 422, type: ErrorEnvelopeDto, description: 'bad_request' })
  @ApiResponse({ status: 503, type: ErrorEnvelopeDto, description: 'service_unavailable: exchange rates unavailable' })
  async aggregated(
    @Body() body: AggregatedEarningsRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.aggregateEarnings.execute(toAggregateQuery(principal.company.id, body));
    sendJson(res, 200, JSON.stringify(successEnvelope(presentAggregatedEarnings(result))));
  }
}
