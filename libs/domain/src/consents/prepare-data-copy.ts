import type { RetrievalOutcome } from '../accounts/retrieve-account-data';
import type { Job } from '../jobs/job';
import type { Clock } from '../ports/clock.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { collectWorkerData, WorkerDataCopy } from './collect-worker-data';

export interface PrepareDataCopyDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly secrets: SecretBox;
  /** The copy as the API answers it (its JSON text), so that a prepared copy reads as a small one does. */
  readonly encode: (copy: WorkerDataCopy) => string;
}

/**
 * The `prepare_data_copy` job: collects the worker's data, seals its JSON and marks the copy ready. A copy gone
 * (expired, its user deleted) or no longer pending is left as it is; a user gone meanwhile fails the copy.
 */
export class PrepareDataCopy {
  constructor(private readonly deps: PrepareDataCopyDeps) {}

  async execute(job: Job): Promise<RetrievalOutcome> {
    await this.deps.unitOfWork.run(async (tx) => {
      const copy = await tx.dataCopies.find(job.subjectId);
      if (!copy || copy.status !== 'pending') return;
      const user = await tx.users.findIncludingBlocked(copy.companyId, { userId: copy.userId });
      if (!user) {
        await tx.dataCopies.fail(copy.id);
        return;
      }
      const now = this.deps.clock.now();
      const json = this.deps.encode(await collectWorkerData(tx, copy.companyId, user, copy.createdAt));
      await tx.dataCopies.complete(copy.id, this.deps.secrets.seal(json), now);
    });
    return {};
  }
}
