/**
 * The words customers read of a service's status (contracts/services.ts): a domain's private registration runs until
 * its domain's date, so once that date has passed it is told as its domain is, renewable at the normal price, never as
 * a website's free version.
 */
import { describe, expect, it } from 'vitest';
import { dueServiceSentence, serviceStatusWords } from '../../contracts/services';

describe('the status in words', () => {
  it('tells a private registration in its grace as its domain, and a website\'s add-on as switched off', () => {
    expect(serviceStatusWords('private_registration', 'grace')).toBe(serviceStatusWords('domain', 'grace'));
    expect(serviceStatusWords('private_registration', 'grace')).toBe('Expired: renew at the normal price');
    expect(serviceStatusWords('package', 'grace')).toBe('Lapsed: on the free version');
    const due = { name: 'example.com', website: null, status: 'grace', paidUntil: '2027-06-01T00:00:00.000Z', othersDue: 1 } as const;
    expect(dueServiceSentence({ ...due, kind: 'private_registration' }, (iso) => iso)).toBe('Your private registration of example.com has expired: renew it at the normal price. One more service is due as well.');
    expect(dueServiceSentence({ ...due, kind: 'addon', name: 'Mailboxes', website: 'my-site' }, (iso) => iso)).toBe('Your Mailboxes add-on for my-site is switched off. One more service is due as well.');
  });
});
