/**
 * How the person hears of each event (rules §11), saved on the server and applied at once: the master switch
 * (the specification's "Notifications" toggle), a choice per event, and the morning digest for approvers.
 */

import { useCan } from '../../../client/components/layout/use-me';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { SwitchRow } from '../../../client/components/ui/switch-row';
import { useTranslation } from '../../../client/lib/i18n';
import { type Channel, type ChoosableType, channels, choosableTypes } from '../schemas';
import { useNotificationPreferences, useSaveNotificationPreferences } from './notifications-api';

/** Events only approvers meet. */
const approverOnly: ChoosableType[] = [
  'request_waiting',
  'request_reminder',
  'request_cancelled',
  'review_assigned',
];

export function NotificationsCard() {
  const { t } = useTranslation();
  const approver = useCan()('approve:leave');
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const mine = preferences.data;
  /** One of the two on/off choices (the master switch, the digest), saved as soon as it changes. */
  const switchRow = (key: 'enabled' | 'digest', id: string, label: string, hint: string) =>
    mine && (
      <SwitchRow
        id={id}
        label={label}
        hint={hint}
        checked={mine[key]}
        disabled={save.isPending}
        onChange={(on) => save.mutate({ [key]: on })}
      />
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.preferences.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('notifications.preferences.description')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(preferences) || !mine ? (
          queryStatus(preferences)
        ) : (
          <>
            {switchRow(
              'enabled',
              'pref-notifications',
              t('settings.notifications'),
              t('settings.notificationsHint'),
            )}
            {mine.enabled ? (
              <div className="grid items-end gap-4 sm:grid-cols-2">
                {choosableTypes
                  .filter((type) => approver || !approverOnly.includes(type))
                  .map((type) => (
                    <Field
                      key={type}
                      id={`pref-${type}`}
                      label={t(`notifications.preferences.event.${type}`)}
                    >
                      <NativeSelect
                        value={mine.channels[type]}
                        disabled={save.isPending}
                        onChange={(e) => save.mutate({ channels: { [type]: e.target.value as Channel } })}
                      >
                        {channels.map((c) => (
                          <option key={c} value={c}>
                            {t(`notifications.preferences.channel.${c}`)}
                          </option>
                        ))}
                      </NativeSelect>
                    </Field>
                  ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('notifications.preferences.allOff')}</p>
            )}
            {mine.enabled &&
              approver &&
              switchRow(
                'digest',
                'pref-digest',
                t('notifications.preferences.digest'),
                t('notifications.preferences.digestHint'),
              )}
            {save.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {save.error.message}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
