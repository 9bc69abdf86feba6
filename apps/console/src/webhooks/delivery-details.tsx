import { unwrap } from '../api/console-client';
import type { DeliveryDetail } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { formatDateTime } from '../ui/format';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';

type Attempt = DeliveryDetail['attempt_log'][number];

/** Why no answer came, in words. */
const FAILURES: Record<NonNullable<Attempt['failure']>, string> = {
  timeout: 'Timed out',
  connection_refused: 'Connection refused',
  connection_reset: 'Connection reset',
  address_refused: 'Address not reachable (not resolved, or not public)',
  tls_error: 'TLS error',
  invalid_url: 'Invalid URL',
  network_error: 'Network error',
  not_sent: 'Not sent',
  interrupted: 'Interrupted (the server stopped)',
};

/** What answered, in words: the HTTP status, or why nothing did. */
const outcomeOf = (attempt: Attempt): string =>
  attempt.http_status !== null ? `HTTP ${attempt.http_status}` : attempt.failure ? FAILURES[attempt.failure] : 'No answer';

/**
 * A delivery's expanded row: the payload posted (pretty JSON) and each attempt with its status (or why no
 * answer came) and the start of the answer's body. Loaded when the row opens.
 */
export function DeliveryDetails({ webhookId, deliveryId }: { readonly webhookId: string; readonly deliveryId: string }) {
  const { client } = useSession();
  const detail = useResource(
    () => unwrap(client.v1.GET('/v1/webhooks/{webhook_id}/deliveries/{delivery_id}', { params: { path: { webhook_id: webhookId, delivery_id: deliveryId } } })),
    `${webhookId}|${deliveryId}`,
  );
  if (detail.error) return <ErrorMessage error={detail.error} />;
  const data = detail.data;
  if (!data) return <Loading />;
  return (
    <div class="delivery-details" data-testid="delivery-details">
      <h3>Payload</h3>
      <pre class="body" tabIndex={0}>
        {JSON.stringify(data.payload, null, 2)}
      </pre>
      <h3>Attempts</h3>
      {data.attempt_log.length === 0 ? (
        <p class="muted">No attempt yet.</p>
      ) : (
        <ol class="attempts">
          {data.attempt_log.map((attempt) => (
            <li key={attempt.attempt} data-testid="delivery-attempt">
              <p>
                <strong>Attempt {attempt.attempt}</strong> · {outcomeOf(attempt)} · {formatDateTime(attempt.attempted_at)} · {attempt.duration_ms} ms
              </p>
              {attempt.response_body !== null && <AnswerBody attempt={attempt} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function AnswerBody({ attempt }: { readonly attempt: Attempt }) {
  if (attempt.response_body === '') return <p class="muted">Empty response body.</p>;
  return (
    <>
      <p class="muted">{attempt.response_body_truncated ? 'Response body, first 2 KB (it was longer):' : 'Response body:'}</p>
      <pre class="body" tabIndex={0}>
        {attempt.response_body}
      </pre>
    </>
  );
}
