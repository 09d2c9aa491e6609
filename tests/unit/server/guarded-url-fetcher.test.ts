import { describe, expect, it } from 'vitest';
import { GuardedUrlFetcher } from '../../../adapters/server/knowledge/guarded-url-fetcher.ts';

/** vet() decides from the address literal alone: no DNS, no connection. */
describe('the URL fetcher: which address literals it lets through', () => {
  const fetcher = new GuardedUrlFetcher();

  it('refuses IPv6 forms by the IPv4 address they carry, and special IPv6 ranges even when they carry a public one', async () => {
    const cases: [string, string][] = [
      ['http://[::169.254.169.254]/', 'Refused: ::a9fe:a9fe (carrying 169.254.169.254) is a cloud metadata address, not a public one'],
      ['http://[::ffff:10.0.0.1]/', 'Refused: ::ffff:a00:1 (carrying 10.0.0.1) is a private address, not a public one'],
      ['http://[::ffff:0:7f00:1]/', 'Refused: ::ffff:0:7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one'],
      ['http://[64:ff9b:1::a00:1]/', 'Refused: 64:ff9b:1::a00:1 (carrying 10.0.0.1) is a private address, not a public one'],
      ['http://[2002:c0a8:101::1]/', 'Refused: 2002:c0a8:101::1 (carrying 192.168.1.1) is a private address, not a public one'],
      ['http://[2002:808:808::1]/', 'Refused: 2002:808:808::1 is a 6to4 tunnel address, not a public one'],
      ['http://[::ffff:8.8.8.8]/', 'Refused: ::ffff:808:808 is an IPv4-mapped address, not a public one'],
      ['http://[::8.8.8.8]/', 'Refused: ::808:808 is a reserved address, not a public one'],
      ['http://[100::1]/', 'Refused: 100::1 is a reserved (discard) address, not a public one'],
    ];
    for (const [url, reason] of cases) await expect(fetcher.vet(url), url).rejects.toThrow(reason);
  });

  it('lets public unicast addresses through, IPv4 and IPv6', async () => {
    for (const url of ['http://8.8.8.8/', 'http://[2606:4700:4700::1111]/', 'https://[2a00:1450:4001:82b::200e]:8443/page']) {
      await expect(fetcher.vet(url), url).resolves.toBeUndefined();
    }
  });

  it('still fetches a private host that URL_FETCH_ALLOW_HOSTS lists, and only that one', async () => {
    const allowing = new GuardedUrlFetcher({ timeoutMs: 1000, maxBytes: 1024, maxRedirects: 0, allowHosts: ['127.0.0.1:9000'] });
    await expect(allowing.vet('http://127.0.0.1:9000/')).resolves.toBeUndefined();
    await expect(allowing.vet('http://[::ffff:127.0.0.1]:9000/')).rejects.toThrow('Refused: ::ffff:7f00:1 (carrying 127.0.0.1) is a loopback address, not a public one');
    await expect(allowing.vet('http://127.0.0.1:9001/')).rejects.toThrow('Refused: 127.0.0.1 is a loopback address, not a public one');
  });
});
