/** The operator the web server's start makes with `npm run operator -- create --password-stdin` (playwright.config.ts). */
export const CLI_OPERATOR = { email: 'two-factor@hosting-portal.test', password: 'two-factor-operator-2026' } as const;
