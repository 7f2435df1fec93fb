/**
 * Settings → Work sites (rules §15): hr's sites (a geofence and/or networks), and who works at which. A person
 * with no site works anywhere: never asked for a location, never checked.
 */
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field } from '../../../client/components/ui/field';
import { Label } from '../../../client/components/ui/label';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { ConfirmDelete, EditDeleteButtons } from '../../../client/components/ui/record-actions';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { Site } from '../contract';
import { SiteDialog } from './site-dialog';
import { useAssignSites, useDeleteSite, usePeople, useSites } from './sites-api';

const refused = (error: Error) => toast.error(error.message);

export function SitesCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const sites = useSites();
  const remove = useDeleteSite();
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Site | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('sites.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('sites.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <MapPin className="h-4 w-4" aria-hidden /> {t('sites.add')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {!ready(sites) ? (
          queryStatus(sites)
        ) : sites.data.sites.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sites.none')}</p>
        ) : (
          <>
            <ul className="divide-y divide-border rounded-md border border-border">
              {sites.data.sites.map((site) => (
                <li key={site._id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium">{site.name}</p>
                    {site.latitude !== null && site.longitude !== null && site.radius !== null && (
                      <p className="text-muted-foreground">
                        {t('sites.geofence', {
                          radius: f.number(site.radius),
                          latitude: f.number(site.latitude, { maximumFractionDigits: 5 }),
                          longitude: f.number(site.longitude, { maximumFractionDigits: 5 }),
                        })}
                      </p>
                    )}
                    {site.networks.length > 0 && (
                      <p className="break-all font-mono text-muted-foreground">{site.networks.join(', ')}</p>
                    )}
                    <p className="text-muted-foreground">
                      {t('sites.people', { count: site.people, n: f.number(site.people) })}
                    </p>
                  </div>
                  <EditDeleteButtons
                    editLabel={t('sites.editNamed', { name: site.name })}
                    deleteLabel={t('sites.deleteNamed', { name: site.name })}
                    onEdit={() => setEditing(site)}
                    onDelete={() => setDeleting(site)}
                  />
                </li>
              ))}
            </ul>
            <AssignSites sites={sites.data.sites} assignments={sites.data.assignments} />
          </>
        )}
      </CardContent>
      {editing && <SiteDialog site={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('sites.deleteTitle')}
        body={t('sites.deleteBody', { name: deleting?.name ?? '' })}
        action={t('sites.delete')}
        done={t('sites.deleted')}
        remove={remove}
      />
    </Card>
  );
}

function AssignSites({
  sites,
  assignments,
}: {
  sites: Site[];
  assignments: { employee_id: string; site_ids: string[] }[];
}) {
  const { t } = useTranslation();
  const people = usePeople();
  const assign = useAssignSites();
  const [person, setPerson] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const pick = (id: string) => {
    setPerson(id);
    setChosen(assignments.find((a) => a.employee_id === id)?.site_ids ?? []);
  };
  const active = (people.data ?? []).filter((p) => p.status !== 'Terminated');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t('sites.assignTitle')}</legend>
      <p className="text-sm text-muted-foreground">{t('sites.assignHint')}</p>
      <Field id="site-person" label={t('sites.person')}>
        <NativeSelect value={person} onChange={(e) => pick(e.target.value)}>
          <option value="">{t('sites.choosePerson')}</option>
          {active.map((p) => (
            <option key={p._id} value={p._id}>
              {p.firstName} {p.lastName} ({p.employmentDetails.employeeId})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {person && (
        <>
          <div className="flex flex-wrap gap-4">
            {sites.map((site) => (
              <div key={site._id} className="flex items-center gap-2">
                <Checkbox
                  id={`site-${site._id}`}
                  checked={chosen.includes(site._id)}
                  onCheckedChange={(on) =>
                    setChosen(on === true ? [...chosen, site._id] : chosen.filter((id) => id !== site._id))
                  }
                />
                <Label htmlFor={`site-${site._id}`} className="font-normal">
                  {site.name}
                </Label>
              </div>
            ))}
          </div>
          {chosen.length === 0 && <p className="text-sm text-muted-foreground">{t('sites.anywhere')}</p>}
          <Button
            variant="outline"
            disabled={assign.isPending}
            onClick={() =>
              assign.mutate(
                { employee_id: person, site_ids: chosen },
                { onSuccess: () => toast.success(t('sites.assigned')), onError: refused },
              )
            }
          >
            {t('sites.saveAssignment')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
