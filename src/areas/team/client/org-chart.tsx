/**
 * The org chart from "reports to": centred on me, my managers above up to the top, my reports below, each team
 * opened a level at a time and shown 50 people at a time (one call each, so it stays quick however large the
 * organisation), and anyone found by name can be put at the centre.
 */
import { ChevronDown, ChevronRight, Crosshair } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useDebounced } from '../../../client/lib/use-debounced';
import { type OrgNode, orgReportsPageSize } from '../schemas';
import { ColleagueSearch } from './colleague-search';
import { useDirectory, useOrgNode } from './team-api';

export function OrgChart() {
  const { t } = useTranslation();
  const [centre, setCentre] = useState<string | undefined>();
  const node = useOrgNode(centre);
  return (
    <div className="space-y-4">
      <FindOnChart onPick={setCentre} />
      {!ready(node) ? (
        queryStatus(node)
      ) : (
        <div className="space-y-2">
          {centre && (
            <Button variant="link" className="h-auto px-0" onClick={() => setCentre(undefined)}>
              {t('team.backToMe')}
            </Button>
          )}
          {node.data.chain.length > 0 && (
            <ol aria-label={t('team.managers')} className="space-y-2">
              {[...node.data.chain].reverse().map((n) => (
                <li key={n._id}>
                  <Person node={n} onCentre={() => setCentre(n._id)} />
                </li>
              ))}
            </ol>
          )}
          <Person node={node.data.person} current />
          <Reports of={node.data.person} first={node.data.reports} onCentre={setCentre} />
        </div>
      )}
    </div>
  );
}

function Person({ node, current, onCentre }: { node: OrgNode; current?: boolean; onCentre?: () => void }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  return (
    <div
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm',
        current && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold">{node.name}</p>
        <p className="text-muted-foreground">
          {[orgName('designation', node.designation), orgName('department', node.department)]
            .filter(Boolean)
            .join(' · ')}
          {node.reports > 0 &&
            ` · ${t('team.reportCount', { count: node.reports, n: f.number(node.reports) })}`}
        </p>
      </div>
      {onCentre && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('team.centreOn', { name: node.name })}
          title={t('team.centreOn', { name: node.name })}
          onClick={onCentre}
        >
          <Crosshair className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}

/**
 * The team under `of`: its first page of members (`first`), then one more page each time it is asked for; each
 * member with their own team one click away.
 */
function Reports({ of, first, onCentre }: { of: OrgNode; first: OrgNode[]; onCentre: (id: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  /** The pages opened after the first. */
  const [later, setLater] = useState<number[]>([]);
  if (first.length === 0) return null;
  const shown = 1 + later.length;
  const more = Math.min(orgReportsPageSize, of.reports - shown * orgReportsPageSize);
  return (
    <ul className="ml-4 space-y-2 border-l border-border pl-4">
      {first.map((n) => (
        <Member key={n._id} node={n} onCentre={onCentre} />
      ))}
      {later.map((page) => (
        <ReportsPage key={page} managerId={of._id} page={page} onCentre={onCentre} />
      ))}
      {more > 0 && (
        <li>
          <Button
            variant="outline"
            size="sm"
            className="h-auto whitespace-normal py-2 text-left"
            onClick={() => setLater([...later, shown + 1])}
          >
            {t('team.moreReports', { count: more, n: f.number(more), name: of.name })}
          </Button>
        </li>
      )}
    </ul>
  );
}

/** A further page of a team's members. */
function ReportsPage(props: { managerId: string; page: number; onCentre: (id: string) => void }) {
  const team = useOrgNode(props.managerId, true, props.page);
  if (!ready(team)) return <li>{queryStatus(team)}</li>;
  return team.data.reports.map((n) => <Member key={n._id} node={n} onCentre={props.onCentre} />);
}

function Member({ node, onCentre }: { node: OrgNode; onCentre: (id: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const team = useOrgNode(node._id, open);
  return (
    <li className="space-y-2">
      <div className="flex items-start gap-1">
        {node.reports > 0 ? (
          <Button
            variant="ghost"
            size="icon"
            className="mt-2 shrink-0"
            aria-expanded={open}
            aria-label={t(open ? 'team.hideTeam' : 'team.showTeam', { name: node.name })}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <ChevronDown className="h-4 w-4" aria-hidden />
            ) : (
              <ChevronRight className="h-4 w-4" aria-hidden />
            )}
          </Button>
        ) : (
          <span className="w-9 shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <Person node={node} onCentre={() => onCentre(node._id)} />
        </div>
      </div>
      {open &&
        (ready(team) ? (
          <Reports of={node} first={team.data.reports} onCentre={onCentre} />
        ) : (
          <div className="ml-10">{queryStatus(team)}</div>
        ))}
    </li>
  );
}

/** Finding someone by name puts them at the centre of the chart. */
function FindOnChart({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useDirectory({ q, pageSize: 5 });
  const matches = q.length >= 2 ? (found.data?.people ?? []) : [];
  return (
    <div className="space-y-2">
      <ColleagueSearch id="chart-find" label={t('team.findOnChart')} value={text} onChange={setText} />
      {matches.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('team.matches')}>
          {matches.map((p) => (
            <li key={p._id}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  onPick(p._id);
                  setText('');
                }}
              >
                {p.firstName} {p.lastName}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
