/**
 * Settings → Holidays (issue 40): a year's holidays with their tags and whom each applies to, adding and changing
 * one in a dialog, deleting one, confirming Nepal's shipped public holidays in one action, and importing a year's
 * file (iCalendar or CSV) after checking what it adds.
 */
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { ConfirmDelete, EditDeleteButtons } from '../../../client/components/ui/record-actions';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { HOLIDAY_FILE_MAX_CHARS, type HolidayRow, type ImportHolidaysReply } from '../contract';
import { HolidayDialog } from './holiday-dialog';
import { useConfirmPack, useDeleteHoliday, useHolidays, useImportHolidays } from './holidays-api';

const refused = (error: Error) => toast.error(error.message);

export function HolidaysCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const list = useHolidays(year);
  const remove = useDeleteHoliday();
  const confirm = useConfirmPack();
  const [editing, setEditing] = useState<HolidayRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HolidayRow | null>(null);
  const whom = (h: HolidayRow) =>
    [
      h.gender ? t(`holidays.gender.${h.gender}`) : null,
      h.branches.length ? t('holidays.inBranches', { branches: h.branches.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('holidays.everyone');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('holidays.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('holidays.description')}</p>
        </div>
        <div className="flex items-end gap-2">
          <Field id="holidays-year" label={t('holidays.year')}>
            <NativeSelect value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
              {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
                <option key={y} value={y}>
                  {f.number(y, { useGrouping: false })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button variant="outline" onClick={() => setEditing('new')}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> {t('holidays.add')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {!ready(list) ? (
          queryStatus(list)
        ) : (
          <>
            {list.data.packs
              .filter((p) => p.confirmed < p.total)
              .map((p) => (
                <section key={p.id} className="space-y-2 rounded-md border border-border p-3 text-sm">
                  <h3 className="font-medium">
                    {t('holidays.packTitle', { year: f.number(Number(p.year), { useGrouping: false }) })}
                  </h3>
                  <p className="text-muted-foreground">
                    {t('holidays.packBody', { total: f.number(p.total) })}
                  </p>
                  <p>
                    {t('holidays.packState', { confirmed: f.number(p.confirmed), total: f.number(p.total) })}
                  </p>
                  <Button
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(p.id, {
                        onSuccess: () => toast.success(t('holidays.packConfirmed')),
                        onError: refused,
                      })
                    }
                  >
                    {t('holidays.confirmPack')}
                  </Button>
                </section>
              ))}
            {list.data.holidays.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('holidays.none')}</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border">
                {list.data.holidays.map((h) => (
                  <li key={h._id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium">
                        <span className="me-3">{f.date(h.date)}</span>
                        {h.name}
                        {h.name_ne && (
                          <span lang="ne" className="ms-2 text-muted-foreground">
                            {h.name_ne}
                          </span>
                        )}
                      </p>
                      <p className="flex flex-wrap items-center gap-1 text-muted-foreground">
                        {h.tags.map((tag) => (
                          <Badge key={tag} tone="neutral">
                            {t(`holidays.tag.${tag}`)}
                          </Badge>
                        ))}
                        <span>
                          {t('holidays.appliesTo')}: {whom(h)}
                        </span>
                        {!h.confirmed && <Badge tone="yellow">{t('holidays.unconfirmed')}</Badge>}
                      </p>
                    </div>
                    <EditDeleteButtons
                      editLabel={t('holidays.editNamed', { name: h.name })}
                      deleteLabel={t('holidays.deleteNamed', { name: h.name })}
                      onEdit={() => setEditing(h)}
                      onDelete={() => setDeleting(h)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <ImportHolidays />
          </>
        )}
      </CardContent>
      {editing && <HolidayDialog holiday={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('holidays.deleteTitle')}
        body={t('holidays.deleteBody', { name: deleting?.name ?? '' })}
        action={t('holidays.delete')}
        done={t('holidays.deleted')}
        remove={remove}
      />
    </Card>
  );
}

/** A year's file: checked first (what it adds and skips), then imported. */
function ImportHolidays() {
  const { t } = useTranslation();
  const f = useFormat();
  const run = useImportHolidays();
  const [file, setFile] = useState<{ format: 'csv' | 'ics'; content: string } | null>(null);
  const [plan, setPlan] = useState<ImportHolidaysReply | null>(null);
  const choose = async (chosen: File | undefined) => {
    setPlan(null);
    if (!chosen) return setFile(null);
    const format = /\.ics$/i.test(chosen.name) ? 'ics' : 'csv';
    // Too large a file is refused by the server with its code; nothing larger than that is read here.
    const content =
      chosen.size > HOLIDAY_FILE_MAX_CHARS * 4 ? 'x'.repeat(HOLIDAY_FILE_MAX_CHARS + 1) : await chosen.text();
    setFile({ format, content });
  };
  const send = (commit: boolean) =>
    file &&
    run.mutate(
      { ...file, commit },
      {
        onSuccess: (reply) => {
          setPlan(reply);
          if (reply.committed) toast.success(t('holidays.imported'));
        },
        onError: refused,
      },
    );
  return (
    <section className="space-y-3 text-sm">
      <h3 className="font-medium">{t('holidays.importTitle')}</h3>
      <p className="text-muted-foreground">
        {t('holidays.importHint', {
          extension: '.ics',
          columns: 'date,name,tags,applies',
          applies: 'applies',
          appliesValues: 'everyone, women, men',
          branch: 'branch:Name;Name',
        })}
      </p>
      <Field id="holidays-file" label={t('holidays.file')}>
        <input
          type="file"
          accept=".ics,.csv,text/calendar,text/csv"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </Field>
      <div className="flex gap-2">
        <Button variant="outline" disabled={!file || run.isPending} onClick={() => send(false)}>
          {t('holidays.dryRun')}
        </Button>
        <Button disabled={!plan || plan.committed || run.isPending} onClick={() => send(true)}>
          {t('holidays.commit')}
        </Button>
      </div>
      {plan && (
        <div className="space-y-2" aria-live="polite">
          <p>{t('holidays.willAdd', { count: plan.added.length, n: f.number(plan.added.length) })}</p>
          <ul className="list-inside list-disc">
            {plan.added.map((h) => (
              <li key={`${h.date}-${h.name}`}>
                {f.date(h.date)} {h.name}
              </li>
            ))}
          </ul>
          {plan.skipped.length > 0 && (
            <>
              <p>
                {t('holidays.willSkip', { count: plan.skipped.length, n: f.number(plan.skipped.length) })}
              </p>
              <ul className="list-inside list-disc text-muted-foreground">
                {plan.skipped.map((h) => (
                  <li key={`${h.date}-${h.name}-${h.reason}`}>
                    {f.date(h.date)} {h.name}: {t(`holidays.skipReason.${h.reason}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
