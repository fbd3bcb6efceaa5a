// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_LIST_KEY, backupAndRestore, MAX_BACKUP_COOKIE_LENGTH, type BackupPlace } from '../../src/app/storageBackup';

/** The browser's local storage with the backup cookie kept in a variable, as js-cookie would keep it. */
function place(): BackupPlace & { cookie: string | undefined } {
  const target = {
    storage: window.localStorage,
    cookie: undefined as string | undefined,
    readCookie: () => target.cookie,
    writeCookie: (value: string) => {
      target.cookie = value;
    },
  };
  return target;
}

beforeEach(() => window.localStorage.clear());

describe('storage backup', () => {
  it('lists wnd_dvul by default and mirrors it to the cookie', () => {
    const where = place();
    window.localStorage.setItem('wnd_dvul', 'marker-1');
    backupAndRestore(where);
    expect(JSON.parse(window.localStorage.getItem(BACKUP_LIST_KEY) ?? 'null')).toEqual(['wnd_dvul']);
    expect(JSON.parse(where.cookie ?? '{}')).toEqual({ keys: ['wnd_dvul'], values: { 'wnd_dvul': 'marker-1' } });
  });

  it('puts a cleared key back into local storage, with the list the cookie remembers', () => {
    const where = place();
    window.localStorage.setItem(BACKUP_LIST_KEY, JSON.stringify(['wnd_dvul', 'other_key']));
    window.localStorage.setItem('wnd_dvul', 'marker-1');
    window.localStorage.setItem('other_key', 'value-2');
    backupAndRestore(where);
    window.localStorage.clear();
    backupAndRestore(where);
    expect(window.localStorage.getItem('wnd_dvul')).toBe('marker-1');
    expect(window.localStorage.getItem('other_key')).toBe('value-2');
    expect(JSON.parse(window.localStorage.getItem(BACKUP_LIST_KEY) ?? 'null')).toEqual(['wnd_dvul', 'other_key']);
  });

  it('keeps a value changed in local storage rather than the older copy, and backs up only listed keys', () => {
    const where = place();
    window.localStorage.setItem('wnd_dvul', 'old');
    backupAndRestore(where);
    window.localStorage.setItem('wnd_dvul', 'new');
    window.localStorage.setItem('unlisted', 'x');
    backupAndRestore(where);
    expect(window.localStorage.getItem('wnd_dvul')).toBe('new');
    expect(JSON.parse(where.cookie ?? '{}').values).toEqual({ 'wnd_dvul': 'new' });
  });

  it.each([
    ['a list that is not a list', () => window.localStorage.setItem(BACKUP_LIST_KEY, '"wnd_dvul"')],
    ['a list that is not JSON', () => window.localStorage.setItem(BACKUP_LIST_KEY, '[wnd_dvul')],
    ['values too large for a cookie', () => window.localStorage.setItem('wnd_dvul', 'x'.repeat(MAX_BACKUP_COOKIE_LENGTH))],
  ])("logs 'Error during backup and restore' for %s and leaves the page running", (_case, arrange) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const where = place();
    arrange();
    expect(() => backupAndRestore(where)).not.toThrow();
    expect(error).toHaveBeenCalledWith('Error during backup and restore', expect.any(Error));
    expect(where.cookie).toBeUndefined();
  });

  it("logs a damaged cookie as 'Error during backup and restore'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const where = place();
    where.cookie = '{"keys":"wnd_dvul"}';
    backupAndRestore(where);
    expect(error).toHaveBeenCalledWith('Error during backup and restore', expect.any(Error));
  });
});
