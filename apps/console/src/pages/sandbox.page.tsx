import { unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { DataTable } from '../ui/data-table';

export function SandboxPage() {
  const { client } = useSession();
  const scenarios = useResource(() => unwrap(client.v1.GET('/v1/sandbox/scenarios')), 'scenarios');
  return (
    <>
      <PageHeading title="Sandbox" />
      <p>In a sandbox company, these reserved values make a connection end in the given outcome. Any other value succeeds.</p>
      <ErrorMessage error={scenarios.error} />
      {scenarios.loading && <Loading />}
      {scenarios.data && (
        <DataTable caption="Sandbox scenarios" columns={['Platform', 'Field', 'Value', 'Outcome code', { label: 'HTTP status', numeric: true }, 'Stage']} testId="scenarios-table">
          {scenarios.data.map((scenario) => (
            <tr key={`${scenario.platform}|${scenario.field}|${scenario.value}`}>
              <th scope="row">{scenario.platform}</th>
              <td>{scenario.field}</td>
              <td class="wrap">
                <code>{scenario.value}</code>
              </td>
              <td>
                <code>{scenario.code}</code>
              </td>
              <td class="num">{scenario.http_status}</td>
              <td>{scenario.stage}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
