import type { AnswerExcerpt, AttemptFailure } from '../webhooks/delivery-attempt';
import type { WebhookEvent } from '../webhooks/webhook-event';

export interface WebhookMessage {
  readonly url: string;
  readonly webhookId: string;
  readonly event: WebhookEvent;
  /** The signing secret (`whsec_…`); null sends no signature headers. */
  readonly secret: string | null;
  /** The `webhook-timestamp`. */
  readonly sentAt: Date;
  /** Refuse loopback, private, link-local and metadata addresses after name resolution (unless the operator allows private URLs). */
  readonly publicAddressesOnly: boolean;
}

/** What every result may tell of the exchange (a sender that cannot say leaves it out). */
interface SendDetail {
  /** From the request's start to the answer's end (or the failure). */
  readonly durationMs?: number;
  /** The start of the answer's body (`answerExcerpt`), when an answer came. */
  readonly answer?: AnswerExcerpt;
  /** Why no answer came. */
  readonly failure?: AttemptFailure;
}

/** A 2xx, or why not: the receiver's status, or no answer at all (time-out, refused address, network). */
export type SendResult =
  | (SendDetail & { readonly delivered: true; readonly httpStatus: number })
  | (SendDetail & { readonly delivered: false; readonly httpStatus: number | null; readonly error: string });

/** Posts one event to a receiver; never throws for the receiver's failures. */
export interface WebhookSender {
  send(message: WebhookMessage): Promise<SendResult>;
}
