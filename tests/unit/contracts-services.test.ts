/**
 * The words customers read of a service's status (contracts/services.ts): a domain's private registration runs until
 * its domain's date, so once that date has passed it is told as its domain is, renewable at the normal price, never as
 * a website's free version; released, it has ended (its registrant data public), which is not a name released. The header's sentences of a due service are tested with the header (tests/my-services.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { serviceStatusWords } from '../../contracts/services';

describe('the status in words', () => {
  it('tells a private registration in its grace as its domain, and a website\'s add-on as switched off', () => {
    expect(serviceStatusWords('private_registration', 'grace')).toBe(serviceStatusWords('domain', 'grace'));
    expect(serviceStatusWords('private_registration', 'grace')).toBe('Expired: renew at the normal price');
    expect(serviceStatusWords('package', 'grace')).toBe('Lapsed: on the free version');
  });

  it('tells a released private registration as ended, a released domain as released', () => {
    expect(serviceStatusWords('private_registration', 'released')).toBe('Ended');
    expect(serviceStatusWords('domain', 'released')).toBe('Released');
    expect(serviceStatusWords('private_registration', 'active')).toBe('Active');
  });

  it('tells a private registration not renewed with its domain, while it runs, as not renewed', () => {
    expect(serviceStatusWords('private_registration', 'expiring', true)).toBe('Not renewed: ends on its date');
    expect(serviceStatusWords('private_registration', 'active', true)).toBe('Not renewed: ends on its date');
    expect(serviceStatusWords('private_registration', 'released', true)).toBe('Ended');
    expect(serviceStatusWords('private_registration', 'expiring')).toBe('Renewal due');
  });
});
