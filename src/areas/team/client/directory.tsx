/** The colleague directory: search, a department filter and pages, all on the server. */
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../client/components/ui/avatar';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useEnumLabel } from '../../../client/lib/enums';
import { usePhotoObjectUrl } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useDebounced } from '../../../client/lib/use-debounced';
import type { Colleague } from '../schemas';
import { ColleagueSearch } from './colleague-search';
import { useDirectory } from './team-api';

const PAGE_SIZE = 24;

/** An e-mail address that wraps before its @ and its dots on a narrow screen, not in the middle of a word. */
function wrappable(email: string) {
  let at = 0;
  return email.split(/(?=[.@])/).flatMap((part) => {
    const start = at;
    at += part.length;
    return start ? [<wbr key={start} />, part] : [part];
  });
}

export function Directory() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const label = useEnumLabel();
  const [text, setText] = useState('');
  const [department, setDepartment] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  const people = useDirectory({ q, department, page, pageSize: PAGE_SIZE });
  const pages = people.data ? pageCount(people.data) : 1;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ColleagueSearch
          id="team-search"
          label={t('team.search')}
          value={text}
          onChange={(typed) => {
            setText(typed);
            setPage(1);
          }}
        />
        <Field id="team-department" label={t('team.department')}>
          <NativeSelect
            value={department}
            onChange={(e) => {
              setDepartment(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('team.allDepartments')}</option>
            {people.data?.departments.map((d) => (
              <option key={d} value={d}>
                {orgName('department', d)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {!ready(people) ? (
        queryStatus(people)
      ) : people.data.people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('team.noneFound')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('team.count', {
              count: people.data.total,
              n: people.data.totalCapped
                ? t('pagination.atLeast', { total: f.number(people.data.total) })
                : f.number(people.data.total),
            })}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {people.data.people.map((p) => (
              <li key={p._id} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                <ColleaguePhoto person={p} />
                <div className="min-w-0 space-y-0.5 text-sm">
                  <p className="font-semibold">
                    {p.firstName} {p.lastName}
                  </p>
                  {p.designation && <p>{orgName('designation', p.designation)}</p>}
                  <p className="text-muted-foreground">
                    {[
                      orgName('department', p.department),
                      p.workLocation && label('workLocation', p.workLocation),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {p.manager && (
                    <p className="text-muted-foreground">{t('team.reportsTo', { name: p.manager.name })}</p>
                  )}
                  <a
                    href={`mailto:${p.email}`}
                    className="inline-flex items-center gap-1 text-primary wrap-anywhere hover:underline"
                  >
                    <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    <span>{wrappable(p.email)}</span>
                  </a>
                  {p.contactNumber && (
                    <a
                      href={`tel:${p.contactNumber}`}
                      className="flex items-center gap-1 text-primary hover:underline"
                    >
                      <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden />
                      {f.text(p.contactNumber)}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && <Pagination page={page} pages={pages} onPage={setPage} />}
        </>
      )}
    </div>
  );
}

function ColleaguePhoto({ person }: { person: Colleague }) {
  const src = usePhotoObjectUrl(person.photo);
  return <Avatar first={person.firstName} last={person.lastName} src={src} className="h-12 w-12" />;
}
