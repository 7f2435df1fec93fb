import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { en } from '../shared/i18n/en';
import { defaultDigits } from '../shared/locale';

// Components render their English texts, as the specification writes them, with the app's formatter (which
// reads the browser's choices: a test without a DOM, such as the bundle's size, does without it).
const appI18n = typeof localStorage !== 'undefined' ? await import('./lib/i18n') : undefined;
if (appI18n) i18next.use(appI18n.paramFormatter);
await i18next.init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false, alwaysFormat: true },
});

// jsdom lacks what Radix measures and scrolls with; components under test only need the calls to exist.
if (typeof Element !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

// The files of a worker share their modules and their jsdom (vitest.config.ts `isolate: false`): after every
// test, what a test may have changed goes back as a fresh file would find it.
afterEach(async () => {
  if (typeof document !== 'undefined') cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await appI18n?.applyLocale({ language: 'en', calendar: 'gregorian', digits: defaultDigits('en') });
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
