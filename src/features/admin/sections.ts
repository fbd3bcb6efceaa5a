/** The back office's sections, in the order of its navigation; each is a route under /admin (routes.tsx). */
export const ADMIN_SECTIONS = [
  { path: 'orders', label: 'Orders' },
  { path: 'services', label: 'Services' },
  { path: 'lifecycle', label: 'Lifecycle' },
  { path: 'statements', label: 'Bank statements' },
  { path: 'catalogue', label: 'Catalogue' },
  { path: 'vouchers', label: 'Vouchers' },
  { path: 'vat-rates', label: 'VAT rates' },
  { path: 'mail', label: 'E-mail' },
  { path: 'operators', label: 'Operators' },
  { path: 'audit', label: 'Audit log' },
  { path: 'security', label: 'Security' },
] as const;

/** The one section an operator reaches while the portal requires two-factor sign-in and theirs is off. */
export const ENROLMENT_SECTION = 'security';
