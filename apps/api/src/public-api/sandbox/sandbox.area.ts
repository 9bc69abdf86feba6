import { ListSandboxScenarios } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { SandboxController } from './sandbox.controller';

export const sandboxArea = {
  controllers: [SandboxController],
  useCases: ({ sandboxScenarios }: Ports) => ({ listSandboxScenarios: new ListSandboxScenarios(sandboxScenarios) }),
} satisfies Area;
