import { isIP } from 'node:net';

/** Host values whose answer is remembered (see HostAllowList.answers). */
const MAX_REMEMBERED_HOSTS = 256;

/** The host name of a Host header value (`name`, `name:port`, `[v6]:port`), normalised by the WHATWG URL parser; null when it is not one. */
function hostnameOf(host: string): string | null {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  // Anything beyond host[:port] (a path, a query, credentials) is not a Host value.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/**
 * The host names this app answers to: the defence against DNS rebinding, where a page on a name the
 * attacker controls is made to resolve to our address and then talks to us as its own origin. Its
 * requests carry that name as Host, so a request naming a host that is not ours is refused.
 * IP literals and `localhost` cannot be rebound to us by someone else's DNS and always pass (that keeps
 * 127.0.0.1:PORT, a LAN address and the dev proxy's localhost:5173 working); names must be the public
 * URL's host, the host the server listens on, or one listed in ALLOWED_HOSTS. The port is not compared:
 * a rebound name is refused on any port.
 */
export class HostAllowList {
  private readonly names = new Set<string>();
  /**
   * The answer for each Host value seen lately: the same value always gets the same answer, and parsing it as a
   * URL on every request was a tenth of an authenticated read's own time. Bounded, so a stream of made-up
   * names costs at most this many entries (then the memory starts again).
   */
  private readonly answers = new Map<string, boolean>();

  constructor(names: string[]) {
    for (const name of names) {
      const hostname = hostnameOf(name.trim());
      if (hostname) this.names.add(hostname);
    }
  }

  /** `host` is the request's Host header; a request without one (HTTP/1.0) cannot come from a rebound page. */
  accepts(host: string | undefined): boolean {
    if (host === undefined) return true;
    const known = this.answers.get(host);
    if (known !== undefined) return known;
    const answer = this.decide(host);
    if (this.answers.size >= MAX_REMEMBERED_HOSTS) this.answers.clear();
    this.answers.set(host, answer);
    return answer;
  }

  private decide(host: string): boolean {
    const hostname = hostnameOf(host);
    if (hostname === null) return false;
    return isIP(hostname) !== 0 || hostname === 'localhost' || this.names.has(hostname);
  }
}
