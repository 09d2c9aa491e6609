import { createServer } from 'node:net';

/** A port held for the server until it listens on it. */
export interface ReservedPort {
  port: number;
  /** Lets the port go, just before the server listens on it. */
  release(): Promise<void>;
}

/**
 * A port the OS has free, held until `release`. Asked for port 0, the server takes one before it is built, so
 * every absolute link it makes (mails, Google's OAuth redirect) names the port it then listens on, not ":0".
 * The port stays bound while the server is built: let go at once, the OS could hand it to anything else in the
 * meantime, an outgoing connection's local port or another server asking for port 0 (a test run saw EADDRINUSE).
 */
export function reservePort(host: string): Promise<ReservedPort> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => probe.close(() => done())) });
    });
  });
}
