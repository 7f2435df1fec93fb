/**
 * The browser keeps only the token and the user id (rules §8), under the spec's keys `token` and
 * `userId`: in localStorage when "Remember me" is checked, else in sessionStorage, which ends with the browser
 * session. Other tabs see sign-in and sign-out through the storage event.
 */
import { useSyncExternalStore } from 'react';

export interface StoredSession {
  token: string;
  userId: string;
}

const CHANGE = 'hris:session';
const EXPIRED_FLAG = 'sessionExpired';

function read(storage: Storage): StoredSession | null {
  const token = storage.getItem('token');
  const userId = storage.getItem('userId');
  return token && userId ? { token, userId } : null;
}

let cached: { key: string; value: StoredSession | null } = { key: '', value: null };
export function readSession(): StoredSession | null {
  const value = read(localStorage) ?? read(sessionStorage);
  const key = value ? `${value.token}|${value.userId}` : '';
  if (key !== cached.key) cached = { key, value };
  return cached.value;
}

export function saveSession(session: StoredSession, remember: boolean) {
  clearStorage();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem('token', session.token);
  storage.setItem('userId', session.userId);
  sessionStorage.removeItem(EXPIRED_FLAG);
  window.dispatchEvent(new Event(CHANGE));
}

/** After a password change: the new token replaces the old one where it was kept. */
export function replaceToken(token: string) {
  const storage = read(localStorage) ? localStorage : sessionStorage;
  storage.setItem('token', token);
  window.dispatchEvent(new Event(CHANGE));
}

function clearStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem('token');
    storage.removeItem('userId');
  }
}

export function clearSession(reason?: 'expired') {
  clearStorage();
  if (reason === 'expired') sessionStorage.setItem(EXPIRED_FLAG, '1');
  window.dispatchEvent(new Event(CHANGE));
}

/** True once after a 401 signed the user out, so the sign-in screen can say why. */
export function takeExpiredFlag(): boolean {
  const expired = sessionStorage.getItem(EXPIRED_FLAG) === '1';
  sessionStorage.removeItem(EXPIRED_FLAG);
  return expired;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export const useStoredSession = () => useSyncExternalStore(subscribe, readSession);
