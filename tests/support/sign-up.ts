/**
 * Signing up in API tests the way a person does: sign-up answers 202 and writes a "Confirm your e-mail" message,
 * whose link makes the account and signs it in. Every API test that needs a new account comes through here.
 */
import type { FastifyInstance } from 'fastify';
import { client, send } from '../api/accounts';
import type { Client } from '../api/accounts';

export interface NewAccount {
  fullname: string;
  email: string;
  password: string;
  continuePath?: string;
}

interface OutboxMessage {
  to: string;
  template: string;
  text: string | null;
}

/** The newest link of `template` sent to `to`, once the outbox worker has rendered it (GET /api/outbox, demo mode). */
export async function linkFromOutbox(app: FastifyInstance, to: string, template: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/outbox' });
    const { messages } = response.json<{ messages: OutboxMessage[] }>();
    const found = messages.find((message) => message.to === to && message.template === template)?.text?.match(pattern)?.[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} message to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of a link path such as /sign-up/confirm?token=T. */
export const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token') ?? '';

/** Signs up, opens the link of the confirmation e-mail and answers the client signed in to the new account. */
export async function signUpAndConfirm(app: FastifyInstance, account: NewAccount, who: Client = client()): Promise<Client> {
  const signUp = await send(app, who, 'POST', '/api/auth/sign-up', account);
  if (signUp.statusCode !== 202) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = await linkFromOutbox(app, account.email.trim().toLowerCase(), 'sign-up-confirm', '/sign-up/confirm');
  const confirm = await send(app, who, 'POST', '/api/auth/sign-up/confirm', { token: tokenOf(link) });
  if (confirm.statusCode !== 200) throw new Error(`sign-up confirmation failed: ${confirm.body}`);
  return who;
}
