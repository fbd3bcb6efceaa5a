/**
 * The outbox across a crash: the real server in a child process, killed with SIGKILL after the sign-up that
 * enqueued its confirmation message committed and while its worker was about to send it, then started again on the same
 * data folder. The message is sent once, by the restarted server, when the dead worker's claim runs out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OutboxMessage } from '../../contracts/mail';
import { freePort, startServer, waitForHealth } from './child-server';
import { startSmtpSink } from './smtp-sink';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-mail-crash-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('sends a message enqueued before a kill -9 once, after the restart', async () => {
  let crash: (() => Promise<void>) | undefined;
  // The first connection is the first server's worker with the message claimed: the process dies right there.
  const smtp = await startSmtpSink({ onConnect: async () => { await crash?.(); } });
  const port = await freePort();
  // Development, so that /api/outbox (a development aid) lists what the server delivered.
  const env = { NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', SMTP_URL: smtp.url, MAIL_SEND_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'warn' };
  try {
    const first = startServer(dataDir, env);
    crash = async () => {
      crash = undefined;
      first.child.kill('SIGKILL');
      await first.exited;
    };
    await waitForHealth(port, first.exited);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullname: 'Kim Crash', email: 'kim@example.com', password: 'a-long-password-1' }),
    });
    expect(signUp.status).toBe(202);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(smtp.connections).toBe(1);
    expect(smtp.messages).toHaveLength(0);

    const second = startServer(dataDir, env);
    try {
      await waitForHealth(port, second.exited);
      const [message] = await smtp.received(1, 30_000);
      // Time for a second send, were there one.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(smtp.messages).toHaveLength(1);
      expect(message?.subject).toBe('Confirm your e-mail');
      expect(message?.html).toContain('Hello Kim Crash');
      expect(message?.text).toContain('Hello Kim Crash');
      expect(message?.text).toMatch(/\/sign-up\/confirm\?token=[A-Za-z0-9_-]+/);
      const listed = (await (await fetch(`http://127.0.0.1:${port}/api/outbox`)).json()) as { messages: OutboxMessage[] };
      expect(listed.messages).toHaveLength(1);
      expect(listed.messages[0]).toMatchObject({ to: 'kim@example.com', template: 'sign-up-confirm', status: 'sent', transport: 'smtp', attempts: 2 });
      expect(message?.messageId).toBe(listed.messages[0]?.messageId);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  } finally {
    await smtp.close();
  }
}, 240_000);
