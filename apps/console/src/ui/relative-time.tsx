import { formatDateTime } from './format';
import { relativeTime } from './relative-time-words';

/** "3 h ago", with the exact UTC time on hover (title) and in `datetime`; "—" for none. */
export function RelativeTime({ iso, none = '—' }: { readonly iso: string | null | undefined; readonly none?: string }) {
  if (!iso) return <>{none}</>;
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact} class="rel-time">
      {relativeTime(iso, new Date())}
    </time>
  );
}
