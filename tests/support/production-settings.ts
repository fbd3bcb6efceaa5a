/** Everything production (PORTAL_MODE=production) needs, set to a business's own values: it starts with these. */
export const PRODUCTION_SETTINGS = {
  PORTAL_MODE: 'production',
  SMTP_URL: 'smtp://mailer:secret@mail.portal.example:587',
  PUBLIC_URL: 'https://portal.example',
  SELLER_NAME: 'Portal Ltd',
  SELLER_ADDRESS: 'Hlavní 1|602 00 Brno|Czechia',
  SELLER_VAT_ID: 'CZ87654321',
  SELLER_COMPANY_ID: '87654321',
  BANK_TRANSFER_ACCOUNT_NAME: 'Portal Ltd',
  BANK_TRANSFER_IBAN: 'DE89370400440532013000',
  BANK_TRANSFER_BIC: 'COBADEFFXXX',
};
