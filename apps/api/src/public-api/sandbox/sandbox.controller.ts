import { Get } from '@nestjs/common';
import { ListSandboxScenarios } from '@gig/domain';
import { ANY_KEY } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { SandboxScenariosEnvelopeDto } from './dto/sandbox-scenario.response';
import { presentSandboxScenario, SandboxScenarioJson } from './sandbox-scenario.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/sandbox/scenarios', 'sandbox')
export class SandboxController {
  constructor(private readonly listScenarios: ListSandboxScenarios) {}

  @Operation(Get(), {
    keys: 'any', connectToken: true,
    id: 'listSandboxScenarios',
    summary: 'List the reserved sandbox values',
    description: 'Every reserved sandbox value: the field to send it in, the code it provokes, the HTTP status it answers with (200: ' +
      'the account connects and carries the code as its warning) and the stage. The widget reads it with a connect token too, for its test-mode banner.',
    ok: { type: SandboxScenariosEnvelopeDto }, errors: ANY_KEY,
  })
  list(): Envelope<SandboxScenarioJson[]> {
    return successEnvelope(this.listScenarios.execute().map(presentSandboxScenario));
  }
}
