import {
  AskWorkerRequest, CompleteWorkerRequest, CopyMyData, DeclineWorkerRequest, GetDataCopy, ListMyWorkerRequests, ListPlatforms, ListWorkerRequests,
  PrepareDataCopy,
} from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { presentWorkerDataCopy } from './my-data.presenter';
import { MyWorkerRequestsController } from './my-worker-requests.controller';
import { WorkerRequestsController } from './worker-requests.controller';

export const workerRequestsArea = {
  controllers: [WorkerRequestsController, MyWorkerRequestsController],
  useCases: ({ repositories: { workerRequests, dataCopies }, unitOfWork, clock, jobQueued, secrets, platforms }: Ports) => ({
    askWorkerRequest: new AskWorkerRequest({ unitOfWork, clock }),
    listWorkerRequests: new ListWorkerRequests(workerRequests),
    listMyWorkerRequests: new ListMyWorkerRequests(workerRequests),
    copyMyData: new CopyMyData({ unitOfWork, clock, jobQueued }),
    prepareDataCopy: new PrepareDataCopy({
      unitOfWork, clock, secrets, encode: (copy) => JSON.stringify(presentWorkerDataCopy(copy, new ListPlatforms(platforms).execute())),
    }),
    getDataCopy: new GetDataCopy({ dataCopies, secrets, clock }),
    completeWorkerRequest: new CompleteWorkerRequest({ workerRequests, unitOfWork, clock }),
    declineWorkerRequest: new DeclineWorkerRequest({ workerRequests, unitOfWork, clock }),
  }),
} satisfies Area;
