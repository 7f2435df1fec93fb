/** One theme preference for the whole app, kept in this browser (rules §7). */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const CHANGE = 'hris:theme';

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** Switches at once: colours that fade one by one would show mismatched, unreadable pairs for a moment. */
function apply(theme: Theme) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  window.getComputedStyle(document.body).opacity; // flush styles before transitions come back
  requestAnimationFrame(() => style.remove());
}

export function setTheme(theme: Theme) {
  apply(theme);
  localStorage.setItem('theme', theme);
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'theme') {
      apply(e.newValue === 'dark' ? 'dark' : 'light');
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
