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

  it("keeps the service the header tells of, and leaves out one it does not understand without losing the session", () => {
    const dueService = { kind: 'package', name: 'Mini', website: 'demo-blog', status: 'grace', paidUntil: '2026-11-20T00:00:00.000Z', othersDue: 0 };
    expect(sessionResponseFrom({ user: { ...ada, dueService }, expiresAt: null })).toEqual({ user: { ...ada, dueService }, expiresAt: null });
    expect(sessionResponseFrom({ user: { ...ada, dueService: null }, expiresAt: null })).toEqual({ user: ada, expiresAt: null });
    expect(sessionResponseFrom({ user: { ...ada, dueService: { ...dueService, status: 'asleep' } }, expiresAt: null })).toEqual({ user: ada, expiresAt: null });
    expect(sessionResponseFrom({ user: { ...ada, dueService: { ...dueService, othersDue: '1' } }, expiresAt: null })).toEqual({ user: ada, expiresAt: null });
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
