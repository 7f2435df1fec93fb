/**
 * Settings → Leave types: "Use Nepal Labour Act 2074 leave". Asks first; the server adds the preset's types the
 * organisation lacks (by name) and keeps the rest as they are; the form's draft gets the added types too.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { useTranslation } from '../../../client/lib/i18n';
import type { LeaveTypePolicy } from '../../../shared/leave-policy';
import { useAdoptLeavePreset } from './settings-api';

export function AdoptLeavePreset({
  types,
  onAdded,
}: {
  types: LeaveTypePolicy[];
  onAdded: (types: LeaveTypePolicy[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const adopt = useAdoptLeavePreset();
  const run = () =>
    adopt.mutate(
      { preset: 'np-labour-act-2074' },
      {
        onSuccess: ({ settings, added, kept }) => {
          setOpen(false);
          const have = new Set(types.map((type) => type.name.toLowerCase()));
          const fresh = settings.leaveTypes.filter(
            (type) => added.includes(type.name) && !have.has(type.name.toLowerCase()),
          );
          if (fresh.length) onAdded([...types, ...fresh]);
          const said = added.length
            ? [t('settings.adopted', { added: added.join(', ') })]
            : [t('settings.adoptedNothing')];
          if (added.length && kept.length) said.push(t('settings.adoptedKept', { kept: kept.join(', ') }));
          toast.success(said.join(' '));
        },
        onError: (error) => {
          setOpen(false);
          toast.error(error.message);
        },
      },
    );
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {t('settings.adoptNepal')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.adoptNepalTitle')}
        description={t('settings.adoptNepalBody')}
        action={t('settings.adoptNepal')}
        pendingAction={t('settings.adopting')}
        pending={adopt.isPending}
        onAction={run}
        destructive={false}
      />
    </>
  );
}
