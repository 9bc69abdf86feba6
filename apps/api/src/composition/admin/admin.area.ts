import { CreateCompany, ImportUsers, SetCompanyPermissions } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';

/** What only the operator runs (the admin CLI, the demo seed, the test harness): no HTTP surface. */
export const adminArea = {
  controllers: [],
  useCases: ({ repositories: { companies }, unitOfWork, clock, platforms }: Ports) => ({
    createCompany: new CreateCompany(unitOfWork, clock),
    setCompanyPermissions: new SetCompanyPermissions(companies),
    importUsers: new ImportUsers(unitOfWork, clock, platforms),
  }),
} satisfies Area;
