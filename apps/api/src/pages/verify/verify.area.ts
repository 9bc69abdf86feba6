import { VerifyReport, VerifyReportFile } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { VerifyController } from './verify.controller';

/** Verification only reads what issuing a report stored, long before: on a replica when there is one. */
export const verifyArea = {
  controllers: [VerifyController],
  useCases: ({ readRepositories: { reports } }: Ports) => ({ verifyReport: new VerifyReport(reports), verifyReportFile: new VerifyReportFile(reports) }),
} satisfies Area;
