/**
 * Settings → Organisation lists (issue 40): hr's departments, designations, positions, branches and employment
 * types, a tab each: add, rename, merge into another value, retire (never delete) and restore; how many people
 * have each value.
 */
import { Archive, GitMerge, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../../client/components/ui/badge';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { IconButton } from '../../../client/components/ui/icon-button';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { type OrgKind, type OrgValue, orgKinds } from '../contract';
import { MergeDialog, NameDialog } from './org-value-dialogs';
import { useOrgValues, useRestoreOrgValue, useRetireOrgValue } from './organisation-api';

const refused = (error: Error) => toast.error(error.message);

type Editing = { kind: OrgKind; value: OrgValue | null } | null;

export function OrganisationCard() {
  const { t } = useTranslation();
  const values = useOrgValues();
  const [kind, setKind] = useState<OrgKind>('department');
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState<OrgValue | null>(null);
  const [retiring, setRetiring] = useState<OrgValue | null>(null);
  const retire = useRetireOrgValue();
  const all = values.data?.values ?? [];
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('organisation.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('organisation.description')}</p>
      </CardHeader>
      <CardContent>
        {!ready(values) ? (
          queryStatus(values)
        ) : (
          <Tabs value={kind} onValueChange={(v) => setKind(v as OrgKind)}>
            <TabsList>
              {orgKinds.map((k) => (
                <TabsTrigger key={k} value={k}>
                  {t(`organisation.kinds.${k}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {orgKinds.map((k) => (
              <TabsContent key={k} value={k} className="space-y-3">
                <Button variant="outline" onClick={() => setEditing({ kind: k, value: null })}>
                  <Plus className="h-4 w-4" aria-hidden /> {t('organisation.add')}
                </Button>
                <ValueList
                  values={all.filter((v) => v.kind === k)}
                  onRename={(value) => setEditing({ kind: k, value })}
                  onMerge={setMerging}
                  onRetire={setRetiring}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
      {editing && <NameDialog kind={editing.kind} value={editing.value} onClose={() => setEditing(null)} />}
      {merging && (
        <MergeDialog
          value={merging}
          targets={all.filter(
            (v) => v.kind === merging.kind && v.status === 'active' && v._id !== merging._id,
          )}
          onClose={() => setMerging(null)}
        />
      )}
      <ConfirmDialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        title={t('organisation.retireTitle')}
        description={t('organisation.retireBody', { name: retiring?.name ?? '' })}
        action={t('organisation.retire')}
        pendingAction={t('organisation.retire')}
        pending={retire.isPending}
        onAction={() =>
          retiring &&
          retire.mutate(retiring._id, {
            onSuccess: () => {
              toast.success(t('organisation.retiredDone'));
              setRetiring(null);
            },
            onError: refused,
          })
        }
      />
    </Card>
  );
}

function ValueList({
  values,
  onRename,
  onMerge,
  onRetire,
}: {
  values: OrgValue[];
  onRename: (value: OrgValue) => void;
  onMerge: (value: OrgValue) => void;
  onRetire: (value: OrgValue) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const restore = useRestoreOrgValue();
  if (values.length === 0) return <p className="text-sm text-muted-foreground">{t('organisation.none')}</p>;
  return (
    <ul className="divide-y divide-border rounded-md border border-border">
      {values.map((value) => (
        <li key={value._id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="font-medium">
              {value.name}
              {value.code && <span className="ms-2 font-mono text-muted-foreground">{value.code}</span>}
            </p>
            {Object.entries(value.labels).map(([language, label]) => (
              <p key={language} lang={language}>
                {label}
              </p>
            ))}
            <p className="text-muted-foreground">
              {t('organisation.peopleCount', { count: value.people, n: f.number(value.people) })}
              {value.status === 'retired' && <Badge className="ms-2">{t('organisation.retired')}</Badge>}
            </p>
          </div>
          <div className="flex gap-1">
            <IconButton
              icon={Pencil}
              size="sm"
              label={t('organisation.renameNamed', { name: value.name })}
              onClick={() => onRename(value)}
            />
            {value.status === 'active' ? (
              <>
                <IconButton
                  icon={GitMerge}
                  size="sm"
                  label={t('organisation.mergeNamed', { name: value.name })}
                  onClick={() => onMerge(value)}
                />
                <IconButton
                  icon={Archive}
                  size="sm"
                  label={t('organisation.retireNamed', { name: value.name })}
                  onClick={() => onRetire(value)}
                />
              </>
            ) : (
              <IconButton
                icon={RotateCcw}
                size="sm"
                label={t('organisation.restoreNamed', { name: value.name })}
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(value._id, {
                    onSuccess: () => toast.success(t('organisation.restored')),
                    onError: refused,
                  })
                }
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
