import type { Environment } from '../companies/company';
import type { Page } from './earnings-repository.port';
import type { AnswerExcerpt, AttemptFailure, DeliveryAttempt } from '../webhooks/delivery-attempt';
import type { WebhookEvent } from '../webhooks/webhook-event';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A delivery a dispatcher holds: what to send, and where. */
export interface ClaimedDelivery {
  readonly id: string;
  /** Attempts made before this one. */
  readonly attempts: number;
  readonly event: WebhookEvent;
  readonly webhookId: string;
  readonly url: string;
  readonly signRequest: boolean;
  readonly sealedSecret: string;
  /** The company's environment: live subscriptions may only reach public addresses. */
  readonly environment: Environment;
}

/** One attempt's result, as the delivery log keeps it. */
export interface AttemptOutcome {
  readonly status: DeliveryStatus;
  /** The receiver's HTTP status, or null when none came. */
  readonly httpStatus: number | null;
  /** Why it failed (time-out, refused address…), or null. */
  readonly error: string | null;
  /** When to try again, for `pending`. */
  readonly nextAttemptAt: Date | null;
  /** When the attempt started, and how long it took. */
  readonly attemptedAt: Date;
  readonly durationMs: number;
  /** Why no answer came (null when one did). */
  readonly failure: AttemptFailure | null;
  /** The start of the answer's body (null when none came). */
  readonly answer: AnswerExcerpt | null;
}

/** A line of a subscription's delivery log. */
export interface WebhookDelivery {
  readonly id: string;
  readonly event: WebhookEvent;
  readonly webhookId: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastHttpStatus: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly createdAt: Date;
}

/** A delivery with every attempt made, oldest first. */
export interface WebhookDeliveryDetail extends WebhookDelivery {
  readonly attemptLog: readonly DeliveryAttempt[];
}

/** How many deliveries may be held at once, across every dispatcher. */
export interface InFlightCaps {
  readonly perSubscription: number;
  readonly perCompany: number;
}

/** Deliveries waiting to be sent, shared by the dispatchers of every server process. */
export interface WebhookDeliveryQueue {
  /**
   * Takes up to `limit` due deliveries no dispatcher holds (or whose holder's lease ran out) and holds
   * them until `now + leaseMs`; concurrent dispatchers never get the same one. A delivery waits while an
   * earlier event of the same account for the same subscription has not had its first attempt yet.
   * Fair between tenants: the company holding the fewest deliveries goes first, then the next, round
   * after round; within a company, subscriptions take turns, each in the order its deliveries fell due
   * (a retry by its retry time). `caps` bounds the deliveries held at once (by every dispatcher, counted
   * from unexpired leases) per subscription and per company, so receivers that hang hold only that many.
   */
  claim(dispatcherId: string, now: Date, leaseMs: number, limit: number, caps?: InFlightCaps): Promise<ClaimedDelivery[]>;
  /**
   * Records an attempt, if this dispatcher still holds the delivery; false otherwise. The attempt joins the
   * delivery's attempt log in the same statement, numbered after the attempts logged before. Also keeps the
   * subscription's failure streak: a success clears it; a failure starts it, and a streak of
   * `deactivateAfterMs` turns the subscription off. Returns whether it was turned off by this call.
   */
  finish(deliveryId: string, dispatcherId: string, outcome: AttemptOutcome, now: Date, deactivateAfterMs: number): Promise<{ recorded: boolean; deactivated: boolean }>;
  /** A subscription's log, newest first, with the total count. */
  list(companyId: string, webhookId: string, page: Page): Promise<{ deliveries: WebhookDelivery[]; total: number }>;
  /** One delivery of the company's subscription with its attempt log, or null when there is none. */
  find(companyId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDetail | null>;
  /**
   * Queues one delivery of the company's subscription again from its first attempt, as `redeliver`
   * does (pending, no attempts, due at `now`, lease and last outcome cleared; its attempt log stays). False when there is no such delivery.
   */
  resend(companyId: string, webhookId: string, deliveryId: string, now: Date): Promise<boolean>;
  /** The earliest time a pending delivery falls due, or null when none is pending. */
  nextDueAt(): Promise<Date | null>;
}
