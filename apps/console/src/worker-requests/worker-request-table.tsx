import type { WorkerRequest } from '../api/console-schemas';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { ConfirmButton } from '../ui/confirm-button';
import { DataTable } from '../ui/data-table';
import { formatDay, orDash } from '../ui/format';
import { RowMenu } from '../ui/row-menu';
import { DeclineButton } from './decline-button';
import { daysLeftText, STATUS_LABEL, TYPE_LABEL } from './worker-request-words';

interface WorkerRequestTableProps {
  readonly requests: readonly WorkerRequest[];
  /** Admins answer requests; other members only read them (the API refuses them too). */
  readonly canAnswer: boolean;
  readonly busy: boolean;
  readonly onComplete: (request: WorkerRequest) => void;
  readonly onDecline: (request: WorkerRequest, reason: string) => void;
}

const COMPLETE_TEXT: Record<WorkerRequest['type'], string> = {
  deletion: 'The user is deleted as DELETE /v1/users does: accounts, earnings, documents and consents go, reports are revoked. This cannot be undone.',
  objection: 'You confirm you no longer evaluate this worker’s income automatically.',
};

/** The company's requests as the API orders them (pending first, by due day), one card per request on phones; a pending one's answers in its Actions menu. */
export function WorkerRequestTable({ requests, canAnswer, busy, onComplete, onDecline }: WorkerRequestTableProps) {
  return (
    <DataTable
      caption="Workers’ requests, pending first by due date"
      columns={['User', 'Type', 'Message', 'Asked on', 'Due on', 'Days left', 'Status', canAnswer && 'Actions']}
      testId="worker-requests-table"
      cards
    >
      {requests.map((request) => {
        const who = request.external_id ?? 'a deleted user';
        return (
          <tr key={request.request_id} data-request-id={request.request_id}>
            <th scope="row" data-label="User" class="wrap">
              {request.user_id ? <Link href={pathTo.user(request.user_id)}>{orDash(request.external_id)}</Link> : <span>{orDash(request.external_id)} (deleted)</span>}
            </th>
            <td data-label="Type">{TYPE_LABEL[request.type]}</td>
            <td data-label="Message" class="wrap">
              {orDash(request.message)}
            </td>
            <td data-label="Asked on">{formatDay(request.created_at)}</td>
            <td data-label="Due on">{request.due_on}</td>
            <td data-label="Days left" data-testid="days-left" class="badge-cell">
              {request.overdue ? <span class="badge badge-bad">{daysLeftText(request)}</span> : daysLeftText(request)}
            </td>
            <td data-label="Status" data-testid="request-status" class="badge-cell">
              {STATUS_LABEL[request.status]}
              {request.decline_reason && <span class="muted"> ({request.decline_reason})</span>}
            </td>
            {canAnswer && (
              <td data-label="Actions">
                {request.status === 'pending' ? (
                  <RowMenu label={`Actions for the request of ${who}`}>
                    <ConfirmButton label="Complete" name={`Complete (${who})`} question={`Complete the ${request.type} request of ${who}?`} danger={request.type === 'deletion'} disabled={busy} onConfirm={() => onComplete(request)}>
                      <p>{COMPLETE_TEXT[request.type]}</p>
                    </ConfirmButton>
                    <DeclineButton who={who} disabled={busy} onDecline={(reason) => onDecline(request, reason)} />
                  </RowMenu>
                ) : (
                  <span class="muted">Answered {formatDay(request.resolved_at)}</span>
                )}
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
