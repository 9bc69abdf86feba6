import { VerifyReport, VerifyReportFile } from '@gig/domain';
import type { Area } from '../../composition/area';
import type { Ports } from '../../composition/ports';
import { VerifyController } from './verify.controller';

export const verifyArea = {
  controllers: [VerifyController],
  useCases: ({ readRepositories: read }: Ports) => ({
    verifyReport: new VerifyReport(read.reports),
    verifyReportFile: new VerifyReportFile(read.reports),
  }),
} satisfies Area;
