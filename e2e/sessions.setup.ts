/** Signs the shared accounts in once per run and keeps their sessions for the journeys (e2e/support/sessions.ts). */
import { test as setup } from '@playwright/test';
import { SESSION_STATE, signInThroughApi, type SharedAccount } from './support/sessions';

setup('the demo account and the demo operator sign in once for every journey', async ({ playwright, baseURL }) => {
  for (const who of Object.keys(SESSION_STATE) as SharedAccount[]) {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, who);
    await request.storageState({ path: SESSION_STATE[who] });
    await request.dispose();
  }
});
