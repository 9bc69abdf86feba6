import { unwrap } from '../api/console-client';
import type { WorkerRequest } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';
import { WorkerRequestTable } from './worker-request-table';

/** Deletion and objection requests workers made in the widget (LFPDPPP art. 24–31); admins answer them here. */
export function WorkerRequestsPage() {
  const { client, isAdmin } = useSession();
  const list = useResource(() => unwrap(client.v1.GET('/v1/worker-requests')), 'worker-requests');
  const action = useAction();
  const who = (request: WorkerRequest) => request.external_id ?? 'the worker';
  const params = (request: WorkerRequest) => ({ path: { request_id: request.request_id } });
  const complete = async (request: WorkerRequest) => {
    const done = request.type === 'deletion' ? `${who(request)} was deleted; the request is completed.` : `The objection of ${who(request)} is completed.`;
    if (await action.run(() => unwrap(client.v1.POST('/v1/worker-requests/{request_id}/complete', { params: params(request) })), done)) list.reload();
  };
  const decline = async (request: WorkerRequest, reason: string) => {
    if (await action.run(() => unwrap(client.v1.POST('/v1/worker-requests/{request_id}/decline', { params: params(request), body: { reason } })), `The request of ${who(request)} was declined.`)) list.reload();
  };
  return (
    <>
      <PageHeading title="Worker requests" />
      <p>
        Workers ask for the deletion of their data (cancellation), or object to automated evaluation of their income (objection), from the widget. Each is due 20 business days
        (Monday to Friday) after it was made. A pending deletion already hides the worker’s data from every read.
        {!isAdmin && ' Only an admin may complete or decline a request.'}
      </p>
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error ?? list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data &&
        (list.data.requests.length === 0 ? (
          <p>No worker has made a request yet.</p>
        ) : (
          <WorkerRequestTable requests={list.data.requests} canAnswer={isAdmin} busy={action.busy} onComplete={complete} onDecline={decline} />
        ))}
    </>
  );
}
