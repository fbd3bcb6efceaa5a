/** A real SMTP server on a local port for the mail tests: keeps every message it accepts, parsed by mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerSession } from 'smtp-server';

export interface SmtpSink {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Connections made so far, accepted or refused. */
  connections: number;
  /** Waits until `count` messages have arrived. */
  received(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** Answers the n-th message (from 1) with this error instead of taking it: a 451 reply, or the code it starts with ('550 No such user'). */
  refuse?: (n: number) => string | undefined;
  /** Called when a client connects; the server greets it once this settles. */
  onConnect?: (session: SMTPServerSession) => Promise<void> | void;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let offered = 0;
  const sink: SmtpSink = {
    url: '',
    port: 0,
    messages,
    connections: 0,
    async received(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`The SMTP server received ${messages.length} of ${count} messages.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      sink.connections += 1;
      void Promise.resolve(options.onConnect?.(session)).then(() => callback());
    },
    onData(stream, _session, callback) {
      offered += 1;
      const refusal = options.refuse?.(offered);
      simpleParser(stream).then(
        (mail) => {
          if (refusal) {
            const [, code, text] = /^(\d{3}) (.*)$/.exec(refusal) ?? [refusal, '451', refusal];
            const error = Object.assign(new Error(text), { responseCode: Number(code) });
            callback(error);
            return;
          }
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  sink.port = port;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
