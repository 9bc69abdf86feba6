import { RecordConsent } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsentsController } from './consents.controller';

/** Apart from the connect area: its path is under /v1/users, where the document lists it. */
export const consentsArea = {
  controllers: [ConsentsController],
  useCases: ({ repositories: { users, widgets, consents }, clock }: Ports) => ({
    recordConsent: new RecordConsent({ users, widgets, consents, clock }),
  }),
} satisfies Area;
