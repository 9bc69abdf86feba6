import type { Platform, Widget } from '../api/console-schemas';
import { RowMenu } from '../ui/row-menu';
import { DataTable } from '../ui/data-table';
import { shownPlatforms } from './widget-platforms';
import { RelativeTime } from '../ui/relative-time';
import { CopyableId } from '../ui/copy-button';

interface WidgetTableProps {
  readonly widgets: readonly Widget[];
  /** The platform list (null until read): a platform the widget cannot show in its countries is left out. */
  readonly platforms: readonly Platform[] | null;
  readonly onEdit?: (widget: Widget) => void;
}

const origins = (widget: Widget) => (widget.allowed_origins.length ? widget.allowed_origins.join(', ') : 'None (full page only)');

export function WidgetTable({ widgets, platforms, onEdit }: WidgetTableProps) {
  return (
    <DataTable caption="Widgets, newest first" columns={['Name', 'Widget ID', 'Platforms', 'Allowed origins', 'Language', 'Updated', onEdit && 'Action']} testId="widgets-table">
      {widgets.map((widget) => {
        const shown = shownPlatforms(widget, platforms);
        const names = shown.names.length ? shown.names.join(', ') : 'None in its countries';
        return (
        <tr key={widget.widget_id}>
          <th scope="row">{widget.name}</th>
          <td class="id-cell" title={widget.widget_id}>
            <CopyableId value={widget.widget_id} label={`widget ID of ${widget.name}`} />
          </td>
          <td class="trunc" title={names} data-testid="widget-platforms">
            {names}
          </td>
          <td class="trunc" title={origins(widget)}>
            {origins(widget)}
          </td>
          <td>{widget.language}</td>
          <td><RelativeTime iso={widget.updated_at} /></td>
          {onEdit && (
            <td>
              <RowMenu label={`Actions for ${widget.name}`}>
                <button type="button" class="secondary" onClick={() => onEdit(widget)} aria-label={`Edit ${widget.name}`}>
                  Edit
                </button>
              </RowMenu>
            </td>
          )}
        </tr>
        );
      })}
    </DataTable>
  );
}
