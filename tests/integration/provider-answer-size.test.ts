import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooErp } from '../../adapters/server/erp/odoo-erp.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';

/**
 * A site a customer typed (here an "Odoo") may answer without end: the adapters read at most 10 MB of an answer,
 * whether it declares its length or streams, and then stop reading instead of holding it all in memory.
 */
describe('an answer too large to read', () => {
  let server: Server;
  let url = '';
  let sent = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      const chunk = Buffer.alloc(64 * 1024, 'x');
      if (req.url?.includes('declared')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      sent = 0;
      const push = () => {
        // 40 MB in all unless the reader stops first.
        while (sent < 40 * 1024 * 1024) {
          sent += chunk.byteLength;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      push();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const adapter = () => new OdooErp(new PublicSite({ allowHosts: [new URL(url).host] }), { sleep: async () => undefined, attempts: 1 });

  it('stops reading a streamed answer past 10 MB and says why', async () => {
    const failure = await adapter().company({ url, database: 'acme' }, 'sandbox-key').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).failure).toBe('bad_response');
    expect((failure as ProviderError).detail).toBe('the answer is larger than 10 MB');
    expect(sent).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses an answer that declares more than 10 MB before reading it', async () => {
    const failure = await adapter().company({ url: `${url}/declared`, database: 'acme' }, 'sandbox-key').catch((error: unknown) => error);
    expect((failure as ProviderError).detail).toBe('the answer is larger than 10 MB');
  });
});
