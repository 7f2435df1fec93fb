import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { notificationsEnabled, setNotificationsEnabled } from '../../lib/preferences';
import { setTheme, useTheme } from '../../lib/theme';

/** Preferences of this browser only, applied at once (no save needed). */
export function PreferencesCard() {
  const theme = useTheme();
  const [notifications, setNotifications] = useState(notificationsEnabled);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal preferences</CardTitle>
        <p className="text-sm text-muted-foreground">Kept in this browser and applied at once.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="pref-dark">Dark mode</Label>
          <Switch
            id="pref-dark"
            checked={theme === 'dark'}
            onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}
          />
        </div>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="pref-notifications">
            Notifications
            <span className="mt-1 block text-xs font-normal text-muted-foreground">
              Show confirmations; errors always show.
            </span>
          </Label>
          <Switch
            id="pref-notifications"
            checked={notifications}
            onCheckedChange={(on) => {
              setNotifications(on);
              setNotificationsEnabled(on);
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
