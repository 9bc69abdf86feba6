import { GetSandboxConstanciaFile, ListSandboxConstancias, ListSandboxScenarios } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { SandboxController } from './sandbox.controller';
import { SandboxDocumentsController } from './sandbox-documents.controller';

export const sandboxArea = {
  controllers: [SandboxController, SandboxDocumentsController],
  useCases: ({ sandboxScenarios, clock, specimenPdfWriter }: Ports) => ({
    listSandboxScenarios: new ListSandboxScenarios(sandboxScenarios),
    listSandboxConstancias: new ListSandboxConstancias({ clock }),
    getSandboxConstanciaFile: new GetSandboxConstanciaFile({ clock, writer: specimenPdfWriter }),
  }),
} satisfies Area;
