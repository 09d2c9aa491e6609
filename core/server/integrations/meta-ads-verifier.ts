import { inject, injectable } from 'inversify';
import { AdPlatformProvider } from './ad-platform-provider.ts';
import { ProviderError } from './provider-error.ts';
import type { CredentialVerifier, ProviderCredentials, VerifiedAccount } from './credential-verifier.ts';

/** Meta Ads: the token must read at least one ad account; the chosen one (or the first) is the one read. */
@injectable()
export class MetaAdsVerifier implements CredentialVerifier {
  readonly provider = 'meta_ads' as const;

  constructor(@inject(AdPlatformProvider) private readonly ads: AdPlatformProvider) {}

  get sandbox(): boolean {
    return this.ads.sandbox;
  }

  async verify(credentials: ProviderCredentials): Promise<VerifiedAccount> {
    const accounts = await this.ads.adAccounts(credentials.secret);
    if (accounts.length === 0) throw new ProviderError('auth_refused', 'it shows no ad account this token may read');
    const account = credentials.accountId ? accounts.find((a) => a.id === credentials.accountId) : accounts[0];
    if (!account) throw new ProviderError('not_found', 'it shows no such ad account for this token');
    return { accountId: account.id, accountLabel: `${account.name} (${account.id})` };
  }
}
