import { describe, expect, it } from 'vitest';
import { sessionResponseFrom } from '../../contracts/auth';

const ada = { id: 'a1', fullname: 'Ada Lovelace', email: 'ada@example.com' };

describe('sessionResponseFrom: the session answer every page reads', () => {
  it('takes a signed-in answer, with the role and tracking hash when given, and leaves unknown fields out', () => {
    expect(sessionResponseFrom({ user: ada, expiresAt: '2026-11-25T10:00:00.000Z' })).toEqual({ user: ada, expiresAt: '2026-11-25T10:00:00.000Z' });
    expect(sessionResponseFrom({ user: { ...ada, role: 'operator', trackingHash: 'h', password: 'x' }, expiresAt: null, extra: 1 })).toEqual({
      user: { ...ada, role: 'operator', trackingHash: 'h' },
      expiresAt: null,
    });
  });

  it('takes a signed-out answer', () => {
    expect(sessionResponseFrom({ user: null, expiresAt: null })).toEqual({ user: null, expiresAt: null });
  });

  it.each([
    ['nothing', null],
    ['a list', [ada]],
    ['no user field', { expiresAt: null }],
    ['a user without an e-mail', { user: { id: 'a1', fullname: 'Ada' }, expiresAt: null }],
    ['an unknown role', { user: { ...ada, role: 'admin' }, expiresAt: null }],
    ['a numeric tracking hash', { user: { ...ada, trackingHash: 5 }, expiresAt: null }],
    ['an expiry that is no text', { user: ada, expiresAt: 1_700_000_000 }],
    ['no expiry field', { user: ada }],
  ])('refuses %s', (_case, body) => {
    expect(sessionResponseFrom(body)).toBeUndefined();
  });
});
