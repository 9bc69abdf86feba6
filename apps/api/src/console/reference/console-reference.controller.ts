import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ListPlatforms, ListSandboxScenarios } from '@gig/domain';
import { Envelope, successEnvelope } from '../../http/envelope';
import { PlatformJson, presentPlatform } from '../../platforms/platform.presenter';
import { presentSandboxScenario, SandboxScenarioJson } from '../../sandbox/sandbox-scenario.presenter';
import { ApiErrorResponses } from '../../docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../docs/api-access.decorator';
import { PlatformsEnvelopeDto } from '../../platforms/dto/platform.response';
import { SandboxScenariosEnvelopeDto } from '../../sandbox/dto/sandbox-scenario.response';
import { SIGNED_IN } from '../console-operation-errors';
import { ConsoleSessionGuard } from '../auth/console-session.guard';

/** The public reference lists, for a signed-in member. */
@ApiTags('reference')
@Controller('console/api')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleReferenceController {
  constructor(
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
    @Inject(ListSandboxScenarios) private readonly listScenarios: ListSandboxScenarios,
  ) {}

  @Get('platforms')
  @ApiOperation({ operationId: 'listPlatforms', summary: 'The platforms', description: 'As GET /v1/platforms.' })
  @ApiOkResponse({ type: PlatformsEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  platforms(): Envelope<PlatformJson[]> {
    return successEnvelope(this.listPlatforms.execute().map(presentPlatform));
  }

  @Get('sandbox/scenarios')
  @ApiOperation({ operationId: 'listSandboxScenarios', summary: 'The sandbox scenarios', description: 'As GET /v1/sandbox/scenarios.' })
  @ApiOkResponse({ type: SandboxScenariosEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  scenarios(): Envelope<SandboxScenarioJson[]> {
    return successEnvelope(this.listScenarios.execute().map(presentSandboxScenario));
  }
}
