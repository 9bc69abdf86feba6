import type { SubscribableAction } from './webhook-event';

/** A company's subscription to its events. */
export interface Webhook {
  readonly id: string;
  readonly companyId: string;
  readonly url: string;
  readonly name: string;
  /** Only these actions; null: every action. */
  readonly events: readonly SubscribableAction[] | null;
  /** The connect flow (widget) it was created for (Palenca's connect flow), or null. */
  readonly widgetId: string | null;
  readonly isSandbox: boolean;
  readonly isActive: boolean;
  /** Whether deliveries carry the Standard Webhooks signature headers. */
  readonly signRequest: boolean;
  /** The signing secret (`whsec_…`), sealed by the service's SecretBox. */
  readonly sealedSecret: string;
  /** Since when every delivery attempt has failed; null after a success. */
  readonly failingSince: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What a client may change on a subscription. */
export type WebhookChanges = Partial<Pick<Webhook, 'url' | 'name' | 'events' | 'widgetId' | 'isActive' | 'signRequest'>>;
