import type { CredentialVerifier, ProviderCredentials, VerifiedAccount } from '../integrations/credential-verifier.ts';
import type { PublishingProvider } from './publishing-provider.ts';

/**
 * WordPress and Ghost: the key must open the site's API. The account is the site (its name and host, for
 * people); the connection keeps its address and WordPress's user, never the key.
 */
export class PublishingSiteVerifier implements CredentialVerifier {
  constructor(private readonly site: PublishingProvider) {}

  get provider() {
    return this.site.provider;
  }

  get sandbox(): boolean {
    return this.site.sandbox;
  }

  async verify(credentials: ProviderCredentials): Promise<VerifiedAccount> {
    const username = this.site.provider === 'wordpress' ? credentials.username : undefined;
    const identity = await this.site.checkSite({ url: credentials.siteUrl ?? '', username }, credentials.secret);
    const host = new URL(identity.url).host;
    return {
      accountId: identity.url,
      accountLabel: identity.name && identity.name !== host ? `${identity.name} (${host})` : host,
      settings: { site: { url: identity.url, ...(username ? { username } : {}) } },
    };
  }
}
