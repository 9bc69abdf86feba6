import { describeAccountDataRepositoryContract } from './account-data.repository.contract';
import { describeAccountLifecycleContract } from './account-lifecycle.contract';
import { describeAccountRepositoryContract } from './account.repository.contract';
import { describeCompanyRepositoryContract } from './company.repository.contract';
import { describeEarningsRepositoryContract } from './earnings.repository.contract';
import { describeJobQueueContract } from './job.queue.contract';
import { describeLoginLimitStoreContract } from './login-limit.store.contract';
import type { MakePersistenceHarness } from './persistence-harness';
import { describeUnitOfWorkContract } from './unit-of-work.contract';
import { describeUserRepositoryContract } from './user.repository.contract';
import { describeRefreshQueueContract } from './refresh.queue.contract';
import { describeWebhookDeliveryQueueContract } from './webhook-delivery.queue.contract';
import { describeWebhookOutboxContract } from './webhook-outbox.contract';
import { describeWebhookRepositoryContract } from './webhook.repository.contract';
import { describeWidgetRepositoryContract } from './widget.repository.contract';
import { describeConsentRepositoryContract } from './consent.repository.contract';
import { describeAccountDirectoryContract } from './account-directory.contract';
import { describeUserDirectoryContract } from './user-directory.contract';
import { describeAccountTimelineContract } from './account-timeline.contract';
import { describeApiKeyRepositoryContract } from './api-key.repository.contract';
import { describeMemberRepositoryContract } from './member.repository.contract';
import { describeMemberSessionStoreContract } from './member-session.store.contract';
import { describeSignInAttemptStoreContract } from './member-sign-in.contract';

/** Every persistence port's contract, for an adapter that implements them all. */
export function describePersistenceContracts(name: string, make: MakePersistenceHarness): void {
  describeCompanyRepositoryContract(name, make);
  describeUserRepositoryContract(name, make);
  describeAccountRepositoryContract(name, make);
  describeEarningsRepositoryContract(name, make);
  describeAccountDataRepositoryContract(name, make);
  describeJobQueueContract(name, make);
  describeLoginLimitStoreContract(name, make);
  describeUnitOfWorkContract(name, make);
  describeRefreshQueueContract(name, make);
  describeAccountLifecycleContract(name, make);
  describeWebhookRepositoryContract(name, make);
  describeWebhookOutboxContract(name, make);
  describeWebhookDeliveryQueueContract(name, make);
  describeWidgetRepositoryContract(name, make);
  describeConsentRepositoryContract(name, make);
  describeAccountDirectoryContract(name, make);
  describeUserDirectoryContract(name, make);
  describeAccountTimelineContract(name, make);
  describeApiKeyRepositoryContract(name, make);
  describeMemberRepositoryContract(name, make);
  describeMemberSessionStoreContract(name, make);
  describeSignInAttemptStoreContract(name, make);
}
