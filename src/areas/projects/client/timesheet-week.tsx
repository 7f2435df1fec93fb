/**
 * One person's week, as the grid edits it: the draft kept here until Save sends the whole week (one call); Submit
 * saves what is unsaved first. Copy last week adds last week's rows to what is here. A week the caller may not
 * change (submitted, approved, someone else's) is shown read only, with where it stands.
 */
import { AlertTriangle, Copy, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { Timesheet } from '../contract';
import { useCopyTimesheet, useSaveTimesheet, useSubmitTimesheet } from './projects-api';
import { AddRowDialog, NotesDialog, ReasonDialog } from './timesheet-dialogs';
import { badCells, changed, type DraftRow, dayMinutes, draftOf, rowKey, saveBody } from './timesheet-draft';
import { overAttended, TimesheetGrid } from './timesheet-grid';
import { TimesheetStatusNote } from './timesheet-status';

interface Draft {
  /** The server's week the rows started from. */
  from: Timesheet;
  rows: DraftRow[];
}

export function TimesheetWeek({ week, employeeId }: { week: Timesheet; employeeId?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useMe().data?.user._id;
  const fresh = (from: Timesheet): Draft => ({ from, rows: draftOf(from, f.text) });
  const [draft, setDraft] = useState<Draft>(() => fresh(week));
  const [dialog, setDialog] = useState<
    { kind: 'add' } | { kind: 'notes'; row: number } | { kind: 'reason' } | null
  >(null);
  /** A row just added: its first cell takes the focus once the dialog has given it back. */
  const [added, setAdded] = useState<{ row: number } | null>(null);
  useEffect(() => {
    if (!added) return;
    // After the closing dialog's own return of the focus (a timer of its own, queued first).
    const timer = setTimeout(() =>
      document.querySelector<HTMLInputElement>(`input[data-cell="${added.row}:0"]`)?.focus(),
    );
    return () => clearTimeout(timer);
  }, [added]);
  const save = useSaveTimesheet();
  const copy = useCopyTimesheet();
  const submit = useSubmitTimesheet();
  const { rows } = draft;
  const bad = badCells(rows);
  const dirty = bad.size > 0 || changed(draft.from, rows);
  // A week read again (refreshed, decided elsewhere) replaces a draft with nothing unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new week from the server resets the draft
  useEffect(() => {
    if (week !== draft.from && !dirty) setDraft(fresh(week));
  }, [week]);

  /** hr correcting an approved week: editable, saved with a reason the audit log keeps. */
  const [correcting, setCorrecting] = useState(false);
  const editable = week.can.edit || correcting;
  const setRows = (next: (rows: DraftRow[]) => DraftRow[]) => setDraft((d) => ({ ...d, rows: next(d.rows) }));
  const setHours = (r: number, date: string, text: string) =>
    setRows((all) =>
      all.map((row, i) => (i === r ? { ...row, hours: { ...row.hours, [date]: text } } : row)),
    );
  const failed = (error: Error) => toast.error(error.message);
  const saved = async (reason?: string) => {
    const reply = await save.mutateAsync({
      ...saveBody(week, rows, employeeId),
      ...(reason ? { reason } : {}),
    });
    setDraft(fresh(reply.timesheet));
  };
  const onCorrect = (reason: string) =>
    saved(reason).then(() => {
      setCorrecting(false);
      setDialog(null);
      toast.success(t('timesheet.corrected'));
    }, failed);
  const onSave = () => saved().then(() => toast.success(t('timesheet.saved')), failed);
  const onSubmit = async () => {
    try {
      if (dirty) await saved();
      const reply = await submit.mutateAsync({ week_start: week.week_start });
      setDraft(fresh(reply.timesheet));
      toast.success(t('timesheet.submitted'));
    } catch (error) {
      failed(error as Error);
    }
  };
  const onCopy = () =>
    copy.mutate(
      { week_start: week.week_start, ...(employeeId ? { employee_id: employeeId } : {}) },
      {
        onSuccess: (reply) => {
          // What is typed here and not saved stays; last week's rows join it.
          const copied = draftOf(reply.timesheet, f.text);
          setDraft((d) => {
            const have = new Set(d.rows.map(rowKey));
            return {
              from: reply.timesheet,
              rows: [...d.rows, ...copied.filter((row) => !have.has(rowKey(row)))],
            };
          });
          toast.success(t('timesheet.copied'));
        },
        onError: failed,
      },
    );

  const dayName = (date: string) => `${f.weekdayLong(date)}, ${f.dayMonth(date)}`;
  const logged = week.days.reduce((sum, day) => sum + dayMinutes(rows, day.date), 0);
  const over = week.days.filter((day) => overAttended(day, dayMinutes(rows, day.date)));
  const busy = save.isPending || submit.isPending || copy.isPending;
  const noProjects = editable && week.projects.length === 0;

  return (
    <div className="space-y-4">
      <TimesheetStatusNote week={week} />
      <p className="text-sm">
        {t('timesheet.weekTotal', {
          logged: f.duration(logged),
          expected: f.duration(week.expected_minutes),
        })}
      </p>
      {rows.length === 0 && (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {noProjects
            ? t('timesheet.noProjects')
            : t(editable ? 'timesheet.empty' : 'timesheet.emptyReadOnly')}
        </p>
      )}
      <TimesheetGrid
        week={week}
        rows={rows}
        bad={bad}
        {...(editable
          ? {
              onHours: setHours,
              onNotes: (row: number) => setDialog({ kind: 'notes', row }),
              onRemove: (row: number) => setRows((all) => all.filter((_, i) => i !== row)),
            }
          : {})}
      />
      {editable && (
        <p id="timesheet-hours-hint" className="text-xs text-muted-foreground">
          {t('timesheet.hoursHint')}
        </p>
      )}
      {over.length > 0 && (
        <p role="note" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('timesheet.overAttendedDays', { days: over.map((d) => dayName(d.date)).join('; ') })}
        </p>
      )}
      {bad.size > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('timesheet.fixHours')}
        </p>
      )}
      {week.can.edit && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={() => setDialog({ kind: 'add' })} disabled={noProjects}>
            <Plus className="h-4 w-4" aria-hidden /> {t('timesheet.addRow')}
          </Button>
          <Button variant="outline" onClick={onCopy} disabled={busy || week.last_week_rows === 0}>
            <Copy className="h-4 w-4" aria-hidden />{' '}
            {copy.isPending ? t('timesheet.copying') : t('timesheet.copy')}
          </Button>
          <span className="ml-auto text-sm text-muted-foreground" role="status">
            {dirty ? t('timesheet.unsaved') : ''}
          </span>
          <Button variant="outline" onClick={onSave} disabled={busy || !dirty || bad.size > 0}>
            {save.isPending && !submit.isPending ? t('timesheet.saving') : t('timesheet.save')}
          </Button>
          {/* The server offers it once time is saved; one's own open week may submit what is typed, saved first. */}
          {(week.can.submit || week.employee._id === me) && (
            <Button onClick={onSubmit} disabled={busy || bad.size > 0 || logged === 0}>
              {submit.isPending ? t('timesheet.submitting') : t('timesheet.submit')}
            </Button>
          )}
        </div>
      )}
      {week.can.correct && !week.can.edit && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-foreground">{t('timesheet.correctHint')}</p>
          <span className="ml-auto text-sm text-muted-foreground" role="status">
            {dirty ? t('timesheet.unsaved') : ''}
          </span>
          {correcting ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setCorrecting(false);
                  setDraft(fresh(week));
                }}
              >
                {t('timesheet.stopCorrecting')}
              </Button>
              <Button onClick={() => setDialog({ kind: 'reason' })} disabled={!dirty || bad.size > 0}>
                {t('timesheet.saveCorrection')}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setCorrecting(true)}>
              {t('timesheet.correct')}
            </Button>
          )}
        </div>
      )}
      {dialog?.kind === 'add' && (
        <AddRowDialog
          projects={week.projects}
          rows={rows}
          onAdd={(row) => {
            setRows((all) => [...all, row]);
            setAdded({ row: rows.length });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reason' && (
        <ReasonDialog
          onSave={onCorrect}
          saving={save.isPending}
          refusal={save.error}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'notes' && rows[dialog.row] && (
        <NotesDialog
          row={rows[dialog.row] as DraftRow}
          days={week.days.map((d) => d.date)}
          onDone={(notes) => {
            setRows((all) => all.map((row, i) => (i === dialog.row ? { ...row, notes } : row)));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
