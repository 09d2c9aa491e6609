import { inject, injectable } from 'inversify';
import { LeadSearchProvider } from './lead-search-provider.ts';
import type { CredentialVerifier, ProviderCredentials, VerifiedAccount } from '../integrations/credential-verifier.ts';

/** Apollo: the API key must pass Apollo's key check before it is stored. */
@injectable()
export class ApolloVerifier implements CredentialVerifier {
  readonly provider = 'apollo' as const;

  constructor(@inject(LeadSearchProvider) private readonly leads: LeadSearchProvider) {}

  get sandbox(): boolean {
    return this.leads.sandbox;
  }

  async verify(credentials: ProviderCredentials): Promise<VerifiedAccount> {
    return this.leads.checkKey(credentials.secret);
  }
}
