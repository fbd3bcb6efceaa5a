/**
 * The stand-in VIES (server/tax/vies-stand-in.ts) as a small HTTP server of its own, so that the tests replace VIES
 * only at the network boundary: the portal's real VIES client talks HTTP to it. It counts the checks it was asked,
 * can be told to answer MS_UNAVAILABLE for some IDs (VIES down for a while), and holds the silent ID's request until
 * it is closed.
 */
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInReply } from '../../server/tax/vies-stand-in';

export interface ViesStandIn {
  /** http://127.0.0.1:PORT, for VIES_URL. */
  url: string;
  /** The VAT IDs asked, in order ('DE123456789'). */
  asked: string[];
  /** IDs answered MS_UNAVAILABLE while they are in here, whatever they would be otherwise. */
  down: Set<string>;
  close(): Promise<void>;
}

export async function startViesStandIn(): Promise<ViesStandIn> {
  const asked: string[] = [];
  const down = new Set<string>();
  const held = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const { countryCode, vatNumber } = (body ?? {}) as Record<string, unknown>;
      const vatId = `${String(countryCode)}${String(vatNumber)}`;
      asked.push(vatId);
      const reply = down.has(vatId) ? { status: 200, body: { countryCode, vatNumber, valid: false, userError: 'MS_UNAVAILABLE' } } : standInReply(body);
      if (reply === 'silent' || request.url !== '/check-vat-number' || request.method !== 'POST') {
        if (reply === 'silent') held.add(response);
        else response.writeHead(404).end();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    down,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
