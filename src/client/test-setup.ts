import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, vi } from 'vitest';
import { en } from '../shared/i18n/en';

// Components render their English texts, as the specification writes them, with the app's formatter (which
// reads the browser's choices: a test without a DOM, such as the bundle's size, does without it).
if (typeof localStorage !== 'undefined') i18next.use((await import('./lib/i18n')).paramFormatter);
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

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
