import type { PlatformConnectors } from '../connectors/platform-connector';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { Clock } from '../ports/clock';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { SecretBox } from '../secrets/secret-box';

/** What the connection flow runs on. */
export interface ConnectionDeps {
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  readonly platforms: PlatformRegistry;
  readonly connectors: PlatformConnectors;
  readonly secrets: SecretBox;
  readonly clock: Clock;
  /** Called after a retrieval job was queued, so that an idle worker can start at once. */
  readonly jobQueued?: () => void;
}
