import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ListSandboxScenarios } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { presentSandboxScenario } from './sandbox-scenario.presenter';

@ApiTags('sandbox')
@ApiSecurity('api-key')
@Controller('v1/sandbox/scenarios')
@UseGuards(ApiKeyGuard)
export class SandboxController {
  constructor(@Inject(ListSandboxScenarios) private readonly listScenarios: ListSandboxScenarios) {}

  @Get()
  @ApiOperation({ summary: 'Every reserved sandbox value: the field to send it in, the code it provokes, its status and stage' })
  list() {
    return successEnvelope(this.listScenarios.execute().map(presentSandboxScenario));
  }
}
