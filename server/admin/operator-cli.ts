// `npm run operator -- COMMAND`: the portal's operators without touching the database (docs/admin.md, "Operators").
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { runCommand } from '../backup/command';
import { loadConfig } from '../config';
import { systemClock } from '../clock';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../setup/prepare';
import { resetTwoFactor } from './two-factor';
import { checkNewPassword, createOperator, listOperators, OperatorError, setOperatorEnabled } from './operators';
import type { CreatedOperator, OperatorRow } from './operators';

const USAGE = 'Usage: npm run operator -- create EMAIL [--password-stdin] | list | disable EMAIL | enable EMAIL | reset-2fa EMAIL';

interface Command {
  name: 'create' | 'list' | 'disable' | 'enable' | 'reset-2fa';
  email: string;
  passwordStdin: boolean;
}

/** The command asked for, or a refusal with the usage line: nothing is opened before the arguments are right. */
function readArguments(): Command {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { 'password-stdin': { type: 'boolean', default: false } } });
  } catch (error) {
    throw new OperatorError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [name, email, ...rest] = parsed.positionals;
  const passwordStdin = parsed.values['password-stdin'] === true;
  if (name === 'list' && email === undefined && !passwordStdin) return { name, email: '', passwordStdin };
  if ((name === 'create' || name === 'disable' || name === 'enable' || name === 'reset-2fa') && email !== undefined && rest.length === 0 && (name === 'create' || !passwordStdin)) {
    return { name, email, passwordStdin };
  }
  throw new OperatorError(USAGE);
}

/** The password on standard input: all of it, without the one line ending a shell's `echo` or a file adds. */
async function passwordFromStdin(): Promise<string> {
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

function listText(operators: OperatorRow[]): string {
  if (operators.length === 0) return 'There are no operators yet. Make the first with: npm run operator -- create EMAIL';
  const width = Math.max(...operators.map((row) => row.email.length));
  return operators.map((row) => `${row.email.padEnd(width)}  ${(row.enabled ? 'enabled' : 'disabled').padEnd(8)}  created ${row.createdAt.toISOString()}`).join('\n');
}

function createdText(created: CreatedOperator, mail: { publicUrl: string; smtpUrl: string | undefined }): string {
  if (created.kind === 'password') return `Made the operator ${created.email} with the password from standard input. They can sign in now.`;
  if (created.kind === 'promoted') {
    const password = created.passwordSet ? 'the password from standard input' : 'their own password';
    return `The account ${created.email} is an operator now; its sessions ended. They sign in with ${password} and see the back office.`;
  }
  const delivery = mail.smtpUrl ? "the portal's mail worker sends it through SMTP_URL while the portal runs" : 'with no SMTP_URL the portal shows it at /outbox instead of sending it';
  return [
    `Made the operator ${created.email}. To set the password, open this link before ${created.expiresAt.toISOString()} (it works once):`,
    `${mail.publicUrl}${created.path}`,
    `The link is also e-mailed to ${created.email}: ${delivery}.`,
  ].join('\n');
}

await runCommand(async () => {
  const command = readArguments();
  const config = loadConfig();
  // Checked before the database opens: a wrong password is told at once.
  const password = command.passwordStdin ? checkNewPassword(await passwordFromStdin()) : undefined;
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database.db, config.mode);
    const now = systemClock();
    switch (command.name) {
      case 'list':
        return listText(await listOperators(database.db));
      case 'create':
        return createdText(await createOperator(database.db, { email: command.email, password, actor: null }, now), config.mail);
      case 'disable':
      case 'enable': {
        const enabled = command.name === 'enable';
        const email = await setOperatorEnabled(database.db, { email: command.email, enabled, actor: null }, now);
        return enabled ? `Enabled the operator ${email}: they can sign in again.` : `Disabled the operator ${email}: their sessions ended and they can no longer sign in.`;
      }
      case 'reset-2fa': {
        const email = await resetTwoFactor(database.db, { email: command.email, actor: null }, now);
        return `Turned off two-factor sign-in for ${email}: their sessions ended, and they sign in with their password alone until they turn it on again in the console's Security page.`;
      }
    }
  } finally {
    await database.close();
  }
});
