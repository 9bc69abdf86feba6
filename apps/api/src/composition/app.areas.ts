import type { Area } from '../platform/wiring/area';
import { verifyArea } from '../pages/verify/verify.area';
import { healthArea } from '../platform/health/health.area';
import { accountsArea } from '../public-api/accounts/accounts.area';
import { connectTokensArea } from '../public-api/connect-tokens/connect-tokens.area';
import { connectArea } from '../public-api/connect/connect.area';
import { consentsArea } from '../public-api/connect/consents.area';
import { documentsArea } from '../public-api/documents/documents.area';
import { earningsArea } from '../public-api/earnings/earnings.area';
import { platformsArea } from '../public-api/platforms/platforms.area';
import { reportsArea } from '../public-api/reports/reports.area';
import { sandboxArea } from '../public-api/sandbox/sandbox.area';
import { usersArea } from '../public-api/users/users.area';
import { webhooksArea } from '../public-api/webhooks/webhooks.area';
import { widgetsArea } from '../public-api/widgets/widgets.area';
import { workerRequestsArea } from '../public-api/worker-requests/worker-requests.area';

/**
 * The areas AppModule serves (/v1, the health checks, the verification page). docs/openapi.json lists their paths
 * in this order, so a new area goes last unless the document is meant to change.
 */
export const APP_AREAS = [
  earningsArea,
  usersArea,
  consentsArea,
  accountsArea,
  platformsArea,
  sandboxArea,
  healthArea,
  webhooksArea,
  widgetsArea,
  connectArea,
  reportsArea,
  verifyArea,
  connectTokensArea,
  documentsArea,
  workerRequestsArea,
] as const satisfies readonly Area[];
