import { inject, injectable } from 'inversify';
import { ErpProvider } from './erp-provider.ts';
import { ProviderError } from '../integrations/provider-error.ts';
import type { CredentialVerifier, ProviderCredentials, VerifiedAccount } from '../integrations/credential-verifier.ts';

/**
 * Odoo: the key must read the database's company. The account is the database on its host, so connecting the
 * same database again replaces that connection's key and another database adds a connection.
 */
@injectable()
export class OdooVerifier implements CredentialVerifier {
  readonly provider = 'odoo' as const;

  constructor(@inject(ErpProvider) private readonly erp: ErpProvider) {}

  get sandbox(): boolean {
    return this.erp.sandbox;
  }

  async verify(credentials: ProviderCredentials): Promise<VerifiedAccount> {
    const site = { url: credentials.siteUrl ?? '', database: credentials.database ?? '' };
    let company;
    try {
      company = await this.erp.company(site, credentials.secret);
    } catch (error) {
      // Odoo answers 404 for a database it does not host: the owner typed it wrong.
      if (error instanceof ProviderError && error.failure === 'not_found') throw new ProviderError('auth_refused', `the database ${site.database} was not found at this address`);
      throw error;
    }
    const host = new URL(site.url).host.toLowerCase();
    return {
      accountId: `${site.database}@${host}`,
      accountLabel: `${company.name} (${site.database})`,
      settings: { site: { url: site.url, database: site.database }, preferences: { currency: company.currency } },
    };
  }
}
