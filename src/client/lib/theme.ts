/** One theme preference for the whole app, kept in this browser (PRODUCT.md §7). */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const CHANGE = 'hris:theme';

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  localStorage.setItem('theme', theme);
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'theme') {
      document.documentElement.classList.toggle('dark', e.newValue === 'dark');
      onChange();
    }
  };
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export const useTheme = () => useSyncExternalStore(subscribe, current);
