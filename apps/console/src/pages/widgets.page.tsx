import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { Widget, WidgetInput } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { CreatePanel, NewButton, PageHead } from '../ui/create-panel';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';
import { draftOf } from '../widgets/widget-draft';
import { WidgetForm } from '../widgets/widget-form';
import { WidgetPreview } from '../widgets/widget-preview';
import { WidgetTable } from '../widgets/widget-table';

export function WidgetsPage() {
  const { client, isAdmin } = useSession();
  const list = useResource(() => unwrap(client.v1.GET('/v1/widgets')), 'widgets');
  const platforms = useResource(() => unwrap(client.v1.GET('/v1/platforms')), 'platforms');
  const action = useAction();
  const [editing, setEditing] = useState<Widget | null>(null);
  const [creating, setCreating] = useState(false);
  const widgets = list.data?.widgets ?? [];
  const create = async (input: WidgetInput) => {
    if (!(await action.run(() => unwrap(client.v1.POST('/v1/widgets', { body: input })), (widget) => `Widget ${widget.name} created.`))) return;
    setCreating(false);
    list.reload();
  };
  const update = async (input: WidgetInput) => {
    if (!editing) return;
    if (!(await action.run(() => unwrap(client.v1.PUT('/v1/widgets/{widget_id}', { params: { path: { widget_id: editing.widget_id } }, body: input })), (widget) => `Widget ${widget.name} saved.`))) return;
    setEditing(null);
    list.reload();
  };
  const edit = (widget: Widget) => {
    setEditing(widget);
    requestAnimationFrame(() => document.getElementById('edit-widget-title')?.focus());
  };
  return (
    <>
      <PageHead>
        <PageHeading title="Widgets" />
        {isAdmin && <NewButton label="New widget" controls="create-widget" open={creating} onOpen={() => setCreating(true)} />}
      </PageHead>
      {isAdmin && creating && (
        <CreatePanel id="create-widget" title="Create a widget" onCancel={() => setCreating(false)}>
          <WidgetForm idPrefix="new-widget" platforms={platforms.data ?? []} submitLabel="Create widget" busy={action.busy} onSubmit={create} />
        </CreatePanel>
      )}
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error ?? list.error ?? platforms.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && (widgets.length === 0 ? <p>No widget yet.</p> : <WidgetTable widgets={widgets} platforms={platforms.data ?? null} onEdit={isAdmin ? edit : undefined} />)}
      {widgets.length > 0 && <WidgetPreview widgets={widgets} />}
      {isAdmin && editing && (
        <section aria-labelledby="edit-widget-title">
          <h2 id="edit-widget-title" tabIndex={-1}>
            Edit {editing.name}
          </h2>
          <WidgetForm key={editing.widget_id} idPrefix="edit-widget" initial={draftOf(editing)} platforms={platforms.data ?? []} submitLabel="Save widget" busy={action.busy} onSubmit={update} />
          <button type="button" class="secondary" onClick={() => setEditing(null)}>
            Cancel editing
          </button>
        </section>
      )}
    </>
  );
}
