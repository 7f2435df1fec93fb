import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Settings, UpdateSettingsBody } from '../../../shared/settings';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { queryStatus, ready } from '../../components/ui/status';
import { useSettings } from '../../lib/queries';
import { CalendarSection } from './calendar-section';
import { LeaveTypesSection } from './leave-types-section';
import { OrganisationSection } from './organisation-section';
import { PreferencesCard } from './preferences-card';
import { useUpdateSettings } from './settings-api';

export type Draft = Required<UpdateSettingsBody>;
export interface SectionProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
}

const toDraft = ({ updatedAt: _, ...s }: Settings): Draft => s;

/** /admin/settings: the organisation's settings, saved on the server, and this browser's preferences. */
export function SettingsPage() {
  const settings = useSettings();
  const save = useUpdateSettings();
  const [draft, setDraft] = useState<Draft>();
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  if (!ready(settings)) return queryStatus(settings);
  if (!draft) return null;

  const change = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast.success('Settings saved successfully!'),
    });
  };
  return (
    <main className="space-y-6">
      <PageHeader title="Settings" />
      <form className="space-y-6" onSubmit={submit} aria-label="Organisation settings">
        {/* A refusal is shown once: beside the field it names, else above the buttons. */}
        <RefusalProvider error={save.error}>
          <OrganisationSection draft={draft} change={change} />
          <CalendarSection draft={draft} change={change} />
          <LeaveTypesSection draft={draft} change={change} />
          <RefusalMessage />
        </RefusalProvider>
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (settings.data) setDraft(toDraft(settings.data));
              save.reset();
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      <PreferencesCard />
    </main>
  );
}
