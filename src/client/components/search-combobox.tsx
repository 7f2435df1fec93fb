/**
 * Choosing one of many by typing: an ARIA combobox over a search on the server (people, projects: lists too long to
 * send whole). Arrow keys move through the matches, Enter chooses, Escape closes; a live status says how many
 * matched. `useMatches` is the search, a hook asked with the typed words while the list is open.
 */
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useDebounced } from '../lib/use-debounced';
import { Label } from './ui/label';

/** What a search found: the first matches, how many match in all, and where the search stands. */
export interface Matches<T> {
  matches: T[];
  total: number;
  pending: boolean;
  error: Error | null;
}

export function SearchCombobox<T extends { _id: string }>({
  label,
  listLabel,
  placeholder,
  noneFound,
  useMatches,
  textOf,
  option,
  selected,
  onSelect,
  invalid,
}: {
  label: string;
  /** The list of matches' name (what they are: employees, projects). */
  listLabel: string;
  placeholder: string;
  /** Said when nothing matches. */
  noneFound: string;
  useMatches: (q: string, enabled: boolean) => Matches<T>;
  /** What the box holds once a match is chosen. */
  textOf: (item: T) => string;
  /** A match as the list shows it. */
  option: (item: T) => ReactNode;
  /** Something is chosen: typing again lets it go (`onSelect(null)`). */
  selected: boolean;
  onSelect: (item: T | null) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 250);
  const search = useMatches(q, open);
  const matches = open ? search.matches : [];
  // A highlight left from a longer list of matches (the mouse, then more typing) points at nothing.
  const current = active < matches.length ? active : -1;

  const choose = (item: T) => {
    onSelect(item);
    setText(textOf(item));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = current < 0 && step < 0 ? 0 : current;
      setActive((from + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && matches[current]) {
      event.preventDefault();
      choose(matches[current]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const total = search.total || matches.length;
  const status = !open
    ? ''
    : search.error
      ? t('common.error', { message: search.error.message })
      : search.pending
        ? t('payroll.searching')
        : matches.length === 0
          ? noneFound
          : total > matches.length
            ? t('payroll.foundSome', { total: f.number(total), shown: f.number(matches.length) })
            : t('payroll.found', { total: f.number(total) });

  return (
    <div className="relative space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={open && matches.length > 0}
          aria-controls={open && matches.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (selected) onSelect(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'flex h-10 w-full rounded-md border border-border bg-card py-2 pr-3 pl-9 text-sm',
            'placeholder:text-muted-foreground aria-[invalid=true]:border-destructive',
          )}
        />
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {status}
      </p>
      {open && (
        <div className="absolute z-20 mt-1 w-full rounded-md border border-border bg-card shadow-lg">
          {matches.length > 0 ? (
            <div id={listId} role="listbox" aria-label={listLabel} className="max-h-72 overflow-auto py-1">
              {matches.map((item, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
                <div
                  key={item._id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === current}
                  // Keeps focus in the input, so choosing with the mouse does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(i)}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === current && 'bg-muted')}
                >
                  {option(item)}
                </div>
              ))}
            </div>
          ) : (
            <p className="px-3 py-2 text-sm text-muted-foreground" aria-hidden>
              {status}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
