import { inject, injectable } from 'inversify';
import { ConnectedAccounts, type OpenConnection } from '../integrations/connected-accounts.ts';
import { ExternalWritePolicy } from '../integrations/actions/external-write-policy.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import type { SpaceRecord } from '../ports/records.ts';
import type { Principal } from '../auth/principal.ts';

/** A space's Instantly connection opened for a caller who may use it: the space, and the open connection. */
export interface OpenOutreach {
  space: SpaceRecord;
  connection: OpenConnection;
}

/**
 * Opens the space's Instantly workspace for one call, in the same order for every outreach use case: space
 * access first (another organization's space is refused), then for writes the external write policy (before
 * anything is looked up, so a member learns nothing from a write), then the connection.
 */
@injectable()
export class OutreachWorkspace {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(ConnectedAccounts) readonly accounts: ConnectedAccounts,
  ) {}

  async forReading(principal: Principal, spaceId: string): Promise<OpenOutreach> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    return { space, connection: await this.accounts.open(spaceId, 'instantly') };
  }

  /** Checks who may write; the connection is opened after `validate` ran, so bad input never reaches it. */
  async forWriting(principal: Principal, spaceId: string): Promise<OpenOutreach> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    await this.policy.check(principal, space.orgId);
    return { space, connection: await this.accounts.open(spaceId, 'instantly') };
  }

  /** Space access and the write policy only (to validate input before the connection is opened). */
  async mayWrite(principal: Principal, spaceId: string): Promise<SpaceRecord> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    await this.policy.check(principal, space.orgId);
    return space;
  }

  call<T>(open: OpenOutreach, work: (apiKey: string) => Promise<T>): Promise<T> {
    return this.accounts.call(open.connection, work);
  }
}
