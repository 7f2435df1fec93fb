import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (shown.has(p)) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

export function Pagination({
  page,
  pages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Previous</span>
      </Button>
      {pageWindow(page, pages).map((p, i, all) =>
        p === null ? (
          <span key={`gap-after-${all[i - 1]}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-8 px-2"
            onClick={() => onPage(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span> <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
