import { AskWorkerRequest, CompleteWorkerRequest, CopyMyData, DeclineWorkerRequest, ListMyWorkerRequests, ListWorkerRequests } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { MyWorkerRequestsController } from './my-worker-requests.controller';
import { WorkerRequestsController } from './worker-requests.controller';

export const workerRequestsArea = {
  controllers: [WorkerRequestsController, MyWorkerRequestsController],
  useCases: ({ repositories: { workerRequests }, unitOfWork, clock }: Ports) => ({
    askWorkerRequest: new AskWorkerRequest({ unitOfWork, clock }),
    listWorkerRequests: new ListWorkerRequests(workerRequests),
    listMyWorkerRequests: new ListMyWorkerRequests(workerRequests),
    copyMyData: new CopyMyData({ unitOfWork, clock }),
    completeWorkerRequest: new CompleteWorkerRequest({ workerRequests, unitOfWork, clock }),
    declineWorkerRequest: new DeclineWorkerRequest({ workerRequests, unitOfWork, clock }),
  }),
} satisfies Area;
