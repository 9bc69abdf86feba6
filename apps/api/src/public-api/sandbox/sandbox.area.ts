import { ListSandboxScenarios } from '@gig/domain';
import type { Area } from '../../composition/area';
import type { Ports } from '../../composition/ports';
import { SandboxController } from './sandbox.controller';

export const sandboxArea = {
  controllers: [SandboxController],
  useCases: ({ sandboxScenarios }: Ports) => ({ listSandboxScenarios: new ListSandboxScenarios(sandboxScenarios) }),
} satisfies Area;
