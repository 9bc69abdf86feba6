import { Link } from '../router/link';
import { DataTable } from '../ui/data-table';

interface CountTableProps {
  readonly caption: string;
  readonly heading: string;
  readonly kind: 'status' | 'warning';
  readonly keys: readonly string[];
  readonly counts: Partial<Record<string, number>>;
  readonly hrefOf: (key: string) => string;
  /** The code in words, as the badges say it. */
  readonly labelOf: (key: string) => string;
}

/** Accounts per status or per warning, rows of zero left out; every count opens the accounts list with that filter. */
export function CountTable({ caption, heading, kind, keys, counts, hrefOf, labelOf }: CountTableProps) {
  const shown = keys.filter((key) => (counts[key] ?? 0) > 0);
  if (shown.length === 0) return <p class="empty-state">{caption}: none.</p>;
  const hidden = keys.length - shown.length;
  return (
    <div>
      <DataTable caption={caption} columns={[heading, { label: 'Accounts', numeric: true }]}>
        {shown.map((key) => {
          const count = counts[key] ?? 0;
          return (
            <tr key={key}>
              <th scope="row">{labelOf(key)}</th>
              <td class="num">
                <Link href={hrefOf(key)} data-testid={`count-${kind}-${key}`} aria-label={`${count} accounts: ${labelOf(key)}`}>
                  {count}
                </Link>
              </td>
            </tr>
          );
        })}
      </DataTable>
      {hidden > 0 && <p class="hint">{hidden} other {hidden === 1 ? kind : `${kind === 'status' ? 'statuses' : 'warnings'}`} with no account.</p>}
    </div>
  );
}
