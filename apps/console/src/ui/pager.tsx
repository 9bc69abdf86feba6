interface PagerProps {
  readonly page: number;
  readonly itemsPerPage: number;
  readonly total: number;
  readonly label: string;
  readonly onPage: (page: number) => void;
}

/** Previous / next over a server-side paginated list, with "page x of y" in words. */
export function Pager({ page, itemsPerPage, total, label, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  return (
    <nav class="pager" aria-label={`${label} pages`}>
      <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'item' : 'items'})
      </span>
      <button type="button" class="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
