import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ListPlatforms, ListSandboxScenarios } from '@gig/domain';
import { Envelope, successEnvelope } from '../../http/envelope';
import { PlatformJson, presentPlatform } from '../../platforms/platform.presenter';
import { presentSandboxScenario, SandboxScenarioJson } from '../../sandbox/sandbox-scenario.presenter';
import { ConsoleSessionGuard } from '../auth/console-session.guard';

/** The public reference lists, for a signed-in member. */
@ApiExcludeController()
@Controller('console/api')
@UseGuards(ConsoleSessionGuard)
export class ConsoleReferenceController {
  constructor(
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
    @Inject(ListSandboxScenarios) private readonly listScenarios: ListSandboxScenarios,
  ) {}

  @Get('platforms')
  platforms(): Envelope<PlatformJson[]> {
    return successEnvelope(this.listPlatforms.execute().map(presentPlatform));
  }

  @Get('sandbox/scenarios')
  scenarios(): Envelope<SandboxScenarioJson[]> {
    return successEnvelope(this.listScenarios.execute().map(presentSandboxScenario));
  }
}
