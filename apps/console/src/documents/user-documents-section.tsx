import { unwrap } from '../api/console-client';
import type { UploadedDocument } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { documentFilePath, LEVEL_WORDS, signalSentence, UNREADABLE_WORDS } from './document-words';
import { RelativeTime } from '../ui/relative-time';

const DOCUMENTS_SHOWN = 50;

/** The user's uploaded constancias, newest first: who sent it, the risk level, each signal in words, the file. */
export function UserDocumentsSection({ userId }: { readonly userId: string }) {
  const { client } = useSession();
  const list = useResource(() => unwrap(client.v1.GET('/v1/users/{user_id}/documents', {
    params: { path: { user_id: userId }, query: { page: 1, items_per_page: DOCUMENTS_SHOWN } },
  })), userId);
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.documents.length === 0 && <p data-testid="documents-empty">This user has no document.</p>}
      {list.data && list.data.documents.length > 0 && (
        <DataTable caption="The user's documents, newest first" columns={['Uploaded', 'By', 'Risk', 'Signals', 'File']} testId="documents-table" cards>
          {list.data.documents.map((document) => <DocumentRow key={document.document_id} document={document} />)}
        </DataTable>
      )}
    </section>
  );
}

function DocumentRow({ document }: { readonly document: UploadedDocument }) {
  const { risk } = document;
  return (
    <tr data-document-id={document.document_id} data-risk={risk?.level ?? 'unreadable'}>
      <th scope="row" data-label="Uploaded"><RelativeTime iso={document.uploaded_at} /></th>
      <td data-label="By">{document.uploaded_by === 'worker' ? 'The worker' : 'Your API'}</td>
      <td data-label="Risk">{risk ? `${LEVEL_WORDS[risk.level]} (${risk.score})` : `Unreadable: ${UNREADABLE_WORDS[document.reason ?? ''] ?? document.reason}`}</td>
      <td data-label="Signals" class="wrap">
        {risk && risk.signals.length === 0 && 'None'}
        {risk && risk.signals.length > 0 && <ul class="plain">{risk.signals.map((signal) => <li key={signal.code}>{signalSentence(signal)}</li>)}</ul>}
      </td>
      <td data-label="File">
        {document.file_available
          ? <a href={documentFilePath(document.document_id)} download={`document-${document.document_id}.pdf`} aria-label={`Download the file uploaded ${formatDateTime(document.uploaded_at)}`}>PDF</a>
          : <span class="muted">Purged</span>}
      </td>
    </tr>
  );
}
