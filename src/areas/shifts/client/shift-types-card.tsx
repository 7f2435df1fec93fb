/**
 * Settings → Shift types (issue 42): hr's shifts, each with its times (a night shift ends the next day), break,
 * grace and weekdays. A type no roster uses is deleted; one some roster uses is archived and kept for its days.
 * People without a roster keep the organisation's working day (Working time, above).
 */
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDelete, EditDeleteButtons } from '../../../client/components/ui/record-actions';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { ShiftType } from '../contract';
import { ShiftTypeDialog } from './shift-type-dialog';
import { useDeleteShiftType, useShiftTypes } from './shifts-api';

const crosses = (s: ShiftType) => s.end_time <= s.start_time;

export function ShiftTypesCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const types = useShiftTypes();
  const remove = useDeleteShiftType();
  const [editing, setEditing] = useState<ShiftType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShiftType | null>(null);
  const used = (deleting?.days ?? 0) > 0;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('shifts.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('shifts.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <Clock className="h-4 w-4" aria-hidden /> {t('shifts.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {!ready(types) ? (
          queryStatus(types)
        ) : types.data.shift_types.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('shifts.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {types.data.shift_types.map((s) => (
              <li key={s._id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {s.name}
                    {s.archived && <Badge>{t('shifts.archivedBadge')}</Badge>}
                  </p>
                  <p className="text-muted-foreground">
                    {t(crosses(s) ? 'shifts.timesNextDay' : 'shifts.times', {
                      start: f.hhmm(s.start_time),
                      end: f.hhmm(s.end_time),
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {t('shifts.allowances', {
                      break: f.number(s.break_minutes),
                      late: f.number(s.late_grace_minutes),
                      early: f.number(s.early_grace_minutes),
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {s.weekdays.map((d) => f.weekdayNames.short[d]).join(', ')}
                  </p>
                </div>
                <EditDeleteButtons
                  editLabel={t('shifts.editNamed', { name: s.name })}
                  deleteLabel={t('shifts.deleteNamed', { name: s.name })}
                  onEdit={() => setEditing(s)}
                  onDelete={() => setDeleting(s)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <ShiftTypeDialog shift={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t(used ? 'shifts.archiveTitle' : 'shifts.deleteTitle')}
        body={t(used ? 'shifts.archiveBody' : 'shifts.deleteBody', { name: deleting?.name ?? '' })}
        action={t(used ? 'shifts.archive' : 'shifts.delete')}
        done={t(used ? 'shifts.archived' : 'shifts.deleted')}
        remove={remove}
      />
    </Card>
  );
}
