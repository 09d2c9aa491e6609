import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A sandbox's server listening on a free loopback port. `close` drops open keep-alive connections instead of
 * waiting for them, so a test's teardown does not hang on a client that keeps one.
 */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
