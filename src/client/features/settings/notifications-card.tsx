/**
 * How the person hears of each event (rules §11), saved on the server and applied at once: the master switch
 * (the specification's "Notifications" toggle), a choice per event, and the morning digest for approvers.
 */

import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../../areas/settings/client/settings-api';
import { type Channel, type ChoosableType, channels, choosableTypes } from '../../../shared/notifications';
import { useCan } from '../../components/layout/use-me';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { queryStatus, ready } from '../../components/ui/status';
import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../lib/i18n';

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
            <SwitchRow
              id="pref-notifications"
              label={t('settings.notifications')}
              hint={t('settings.notificationsHint')}
              checked={mine.enabled}
              disabled={save.isPending}
              onChange={(enabled) => save.mutate({ enabled })}
            />
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
            {mine.enabled && approver && (
              <SwitchRow
                id="pref-digest"
                label={t('notifications.preferences.digest')}
                hint={t('notifications.preferences.digestHint')}
                checked={mine.digest}
                disabled={save.isPending}
                onChange={(digest) => save.mutate({ digest })}
              />
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
