import { CalendarDays, ChevronDown, Clock, ShieldCheck, Star } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useCan, useMe } from '../../components/layout/use-me';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useTranslation } from '../../lib/i18n';
import { useOrgName } from '../../lib/names';

/** The welcome card (opens the profile) with the quick actions of the user's role. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const { data } = useMe();
  const can = useCan();
  const navigate = useNavigate();
  if (!data) return null;
  const { user } = data;
  return (
    <Card className="overflow-hidden">
      <Link
        to="/profile"
        className="flex items-center gap-4 bg-gradient-to-r from-indigo-700 to-violet-700 p-6 text-white"
      >
        <Avatar
          first={user.firstName}
          last={user.lastName}
          className="h-14 w-14 bg-white/20 text-lg text-white"
        />
        <span>
          <span className="block text-2xl font-bold">{t('home.welcome', { name: user.firstName })}</span>
          <span className="block text-white/90">
            {orgName('designation', user.employmentDetails.designation) || t('home.noDesignation')}
          </span>
          <span className="sr-only">{t('home.openProfile')}</span>
        </span>
      </Link>
      <div className="flex flex-wrap gap-2 p-4">
        <Button variant="outline" asChild>
          <Link to="/attendance">
            <Clock className="h-4 w-4" aria-hidden /> {t('nav.attendance')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/leave">
            <CalendarDays className="h-4 w-4" aria-hidden /> {t('nav.leave')}
          </Link>
        </Button>
        {can('approve:leave') && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                <ShieldCheck className="h-4 w-4" aria-hidden /> {t('nav.approvals')}{' '}
                <ChevronDown className="h-4 w-4" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => navigate('/approval')}>{t('nav.approvals')}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate('/approvals/history')}>
                {t('nav.approvalHistory')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        {can('create:review') && (
          <Button variant="outline" asChild>
            <Link to={can('manage:review-cycle') ? '/admin/performance' : '/reviews'}>
              <Star className="h-4 w-4" aria-hidden /> {t('nav.reviews')}
            </Link>
          </Button>
        )}
        {can('read:dashboard') && (
          <Button asChild>
            <Link to="/admin/dashboard">{t('home.hrDashboard')}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
