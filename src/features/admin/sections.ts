import type { MessageId } from '../../i18n/i18n';

/** The back office's sections, in the order of its navigation, with their names' messages; each is a route under /admin (routes.tsx). */
export const ADMIN_SECTIONS: readonly { path: string; label: MessageId }[] = [
  { path: 'orders', label: 'admin.shell.section.orders' },
  { path: 'services', label: 'admin.shell.section.services' },
  { path: 'lifecycle', label: 'admin.shell.section.lifecycle' },
  { path: 'statements', label: 'admin.shell.section.statements' },
  { path: 'catalogue', label: 'admin.shell.section.catalogue' },
  { path: 'vouchers', label: 'admin.shell.section.vouchers' },
  { path: 'vat-rates', label: 'admin.shell.section.vatRates' },
  { path: 'mail', label: 'admin.shell.section.mail' },
  { path: 'operators', label: 'admin.shell.section.operators' },
  { path: 'audit', label: 'admin.shell.section.audit' },
  { path: 'security', label: 'admin.shell.section.security' },
];

/** The one section an operator reaches while the portal requires two-factor sign-in and theirs is off. */
export const ENROLMENT_SECTION = 'security';
