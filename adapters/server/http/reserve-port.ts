import { createServer } from 'node:net';

/**
 * A port the OS has free now. Asked for port 0, the server takes one before it is built, so every absolute link
 * it makes (mails, Google's OAuth redirect) names the port it then listens on, not ":0".
 */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
