/**
 * Personal preferences kept in this browser. "Notifications" governs success toasts; errors are always shown,
 * because a person must know when something they did failed.
 */
import toast from 'react-hot-toast';

const KEY = 'notifications';
export const notificationsEnabled = () => localStorage.getItem(KEY) !== 'off';
export const setNotificationsEnabled = (on: boolean) => localStorage.setItem(KEY, on ? 'on' : 'off');

/** Called once at start: success toasts respect the preference everywhere, without each screen checking it. */
export function applyNotificationPreference() {
  const success = toast.success;
  toast.success = ((message, options) =>
    notificationsEnabled() ? success(message, options) : '') as typeof toast.success;
}
