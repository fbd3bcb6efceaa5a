/**
 * The local storage backup (SPEC.md section 3): `securityBackup` in local storage lists keys (default
 * ['wnd_dvul']); their values are mirrored to a first-party cookie and put back into local storage when it was
 * cleared. Essential: these keys are security markers, so no consent is asked. Failures are logged as
 * 'Error during backup and restore' and never stop the page.
 */
import Cookies from 'js-cookie';
import { firstPartyCookieOptions } from '../features/consent/consentCookie';

export const BACKUP_LIST_KEY = 'securityBackup';
export const DEFAULT_BACKUP_KEYS: readonly string[] = ['wnd_dvul'];
export const BACKUP_COOKIE = 'portal_storage_backup';
/** Browsers keep about 4096 bytes per cookie, name and attributes included. */
export const MAX_BACKUP_COOKIE_LENGTH = 3_800;

interface Backup {
  keys: string[];
  values: Record<string, string>;
}

export interface BackupPlace {
  storage: Storage;
  readCookie(): string | undefined;
  writeCookie(value: string): void;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((key) => typeof key === 'string' && key !== '');
}

/** The listed keys: a JSON list, or an object with a `keys` list. Anything else is an error to log. */
function readList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  const keys = isStringList(value) ? value : value && typeof value === 'object' && 'keys' in value ? value.keys : undefined;
  if (!isStringList(keys)) throw new Error(`${BACKUP_LIST_KEY} must hold a list of keys`);
  return keys;
}

function readBackup(text: string | undefined): Backup | null {
  if (!text) return null;
  const value = JSON.parse(text) as Partial<Backup>;
  if (!isStringList(value.keys) || typeof value.values !== 'object' || value.values === null) throw new Error(`The ${BACKUP_COOKIE} cookie is damaged`);
  return { keys: value.keys, values: value.values };
}

const browserPlace = (): BackupPlace => ({
  storage: window.localStorage,
  readCookie: () => Cookies.get(BACKUP_COOKIE),
  writeCookie: (value) => {
    Cookies.set(BACKUP_COOKIE, value, firstPartyCookieOptions());
  },
});

/** Restores cleared keys from the cookie, then mirrors the listed keys' current values into it. */
export function backupAndRestore(place: BackupPlace = browserPlace()): void {
  try {
    const { storage } = place;
    const backup = readBackup(place.readCookie());
    const listText = storage.getItem(BACKUP_LIST_KEY);
    // A cleared storage lost the list too: the cookie remembers it.
    const keys = listText === null ? (backup?.keys ?? [...DEFAULT_BACKUP_KEYS]) : readList(listText);
    if (listText === null) storage.setItem(BACKUP_LIST_KEY, JSON.stringify(keys));
    const values: Record<string, string> = {};
    for (const key of keys) {
      const saved = backup?.values[key];
      const value = storage.getItem(key);
      if (value !== null) values[key] = value;
      else if (typeof saved === 'string') {
        storage.setItem(key, saved);
        values[key] = saved;
      }
    }
    const text = JSON.stringify({ keys, values } satisfies Backup);
    if (encodeURIComponent(text).length > MAX_BACKUP_COOKIE_LENGTH) throw new Error(`The backed-up keys are too large for the ${BACKUP_COOKIE} cookie`);
    place.writeCookie(text);
  } catch (error) {
    console.error('Error during backup and restore', error);
  }
}

/** At start, and whenever the page is hidden (so values written meanwhile are kept too). */
export function startStorageBackup(): void {
  backupAndRestore();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') backupAndRestore();
  });
}
