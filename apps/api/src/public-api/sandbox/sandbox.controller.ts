import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListSandboxScenarios } from '@gig/domain';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { ANY_KEY } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { SandboxScenariosEnvelopeDto } from './dto/sandbox-scenario.response';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { AcceptsConnectToken } from '../../platform/auth/accepts-connect-token.decorator';
import { presentSandboxScenario, SandboxScenarioJson } from './sandbox-scenario.presenter';

@ApiTags('sandbox')
@Controller('v1/sandbox/scenarios')
@UseGuards(ApiKeyGuard)
export class SandboxController {
  constructor(@Inject(ListSandboxScenarios) private readonly listScenarios: ListSandboxScenarios) {}

  @Get()
  @ApiOperation({
    operationId: 'listSandboxScenarios',
    summary: 'List the reserved sandbox values',
    description: 'Every reserved sandbox value: the field to send it in, the code it provokes, the HTTP status it answers with (200: ' +
      'the account connects and carries the code as its warning) and the stage. The widget reads it with a connect token too, for its test-mode banner.',
  })
  @ApiKeys('any')
  @AcceptsConnectToken()
  @ApiOkResponse({ type: SandboxScenariosEnvelopeDto })
  @ApiErrorResponses(...ANY_KEY)
  list(): Envelope<SandboxScenarioJson[]> {
    return successEnvelope(this.listScenarios.execute().map(presentSandboxScenario));
  }
}
