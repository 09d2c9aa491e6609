import { inject, injectable } from 'inversify';
import { OutreachProvider } from './outreach-provider.ts';
import type { CredentialVerifier, ProviderCredentials, VerifiedAccount } from '../integrations/credential-verifier.ts';

/** Instantly: the API key must name its workspace (`GET /workspaces/current`); the workspace is the account. */
@injectable()
export class InstantlyVerifier implements CredentialVerifier {
  readonly provider = 'instantly' as const;

  constructor(@inject(OutreachProvider) private readonly outreach: OutreachProvider) {}

  get sandbox(): boolean {
    return this.outreach.sandbox;
  }

  async verify(credentials: ProviderCredentials): Promise<VerifiedAccount> {
    const workspace = await this.outreach.checkKey(credentials.secret);
    return { accountId: workspace.workspaceId, accountLabel: workspace.workspaceName };
  }
}
