import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The small web site the knowledge-base scenarios add as URL sources. The server fetches it from a page
 * server in the test process on 127.0.0.1 (allowed by the server's URL allow-list, never the internet),
 * in both profiles: the pages are the outside web, not the app.
 */
export const WEB_PAGES: Record<string, { title: string; text: string }> = {
  'opening-hours': {
    title: 'Opening hours of the Harbour Bakery',
    text: 'The Harbour Bakery opens at seven every morning and bakes sourdough loaves until noon.',
  },
};

let loopbackSite: string | null = null;

/** The address of a page on the loopback page server (started with the spec server). */
export function webPageAddress(name: string): string {
  if (!WEB_PAGES[name]) throw new Error(`no web page named ${name}`);
  if (!loopbackSite) throw new Error('no page server is running: it starts with the spec server');
  return `${loopbackSite}/${name}`;
}

function html(page: { title: string; text: string }): string {
  return `<!doctype html><html><head><title>${page.title}</title></head><body><article><h1>${page.title}</h1><p>${page.text}</p></article></body></html>`;
}

/** Serves the pages on 127.0.0.1 (an ephemeral port); the host:port to put on the server's URL allow-list. */
export async function startLoopbackPages(): Promise<{ host: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const page = WEB_PAGES[(req.url ?? '/').slice(1)];
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  loopbackSite = `http://${host}`;
  return {
    host,
    async stop() {
      loopbackSite = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
