import { Link } from '../router/link';
import { humanize } from '../ui/format';
import { TableWrap } from '../ui/table-wrap';

interface CountTableProps {
  readonly caption: string;
  readonly heading: string;
  readonly kind: 'status' | 'warning';
  readonly keys: readonly string[];
  readonly counts: Partial<Record<string, number>>;
  readonly hrefOf: (key: string) => string;
}

/** Accounts per status or per warning; every count opens the accounts list with that filter. */
export function CountTable({ caption, heading, kind, keys, counts, hrefOf }: CountTableProps) {
  return (
    <TableWrap>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" class="num">Accounts</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const count = counts[key] ?? 0;
            return (
              <tr key={key}>
                <th scope="row">{humanize(key)}</th>
                <td class="num">
                  <Link href={hrefOf(key)} data-testid={`count-${kind}-${key}`} aria-label={`${count} accounts with ${kind} ${humanize(key)}`}>
                    {count}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
