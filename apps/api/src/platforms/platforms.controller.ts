import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { COUNTRY_CURRENCIES, PLATFORMS } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import { ApiKeyGuard } from '../auth/api-key.guard';

@ApiTags('platforms')
@ApiSecurity('api-key')
@Controller('v1/platforms')
@UseGuards(ApiKeyGuard)
export class PlatformsController {
  @Get()
  @ApiOperation({ summary: 'Every platform the service connects, with its family, countries and login' })
  @ApiOkResponse({ description: 'The platform registry' })
  list() {
    return successEnvelope(
      PLATFORMS.map((p) => ({
        code: p.code,
        name: p.name,
        family: p.family,
        countries: p.countries,
        currencies: Object.fromEntries(p.countries.map((country) => [country, COUNTRY_CURRENCIES[country]])),
        identifier_kind: p.identifierKind,
        login_methods: p.loginMethods.map((method) => (method === 'otp' ? 'otp_code' : 'password')),
        reports_trips: p.reportsTrips,
        history_days: p.historyDays,
      })),
    );
  }
}
