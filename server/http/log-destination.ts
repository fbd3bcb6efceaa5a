import pino from 'pino';

/** How long a log line may wait in the buffer: a quiet server's lines still show within a second. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Where the portal's JSON log lines go: standard output, written in batches of about 4 KB instead of one system call
 * per line. At `LOG_LEVEL=info` every request writes a line, and a write per line was a tenth of the server's work on
 * the public price list (docs/scaling.md). The buffer is written at least every second, and whatever is in it when
 * the process exits, also after an uncaught error (pino flushes on exit); only a kill that gives the process no
 * chance (SIGKILL, the machine's end) loses the last second of lines.
 */
export function logDestination(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed as the process exits: what it held is written by then.
    }
  }, FLUSH_INTERVAL_MS).unref();
  return destination;
}
