import { DatabaseBusy } from './database-failure.ts';

interface Organization {
  inside: number;
  waiting: Array<() => void>;
}

/**
 * Turns at the database for one organization's money transactions in this process: at most `perOrganization`
 * hold connections at once, the rest wait here, holding none, for at most `waitMs`, then are refused
 * (DatabaseBusy). Such transactions wait on the organization's credit row anyway, one at a time; waiting here
 * instead keeps a row that stays locked from taking every pooled connection, so other organizations' requests
 * go on.
 */
export class MoneyTurns {
  private readonly organizations = new Map<string, Organization>();

  constructor(
    private readonly perOrganization: number,
    private readonly waitMs: number,
  ) {}

  /** Resolves with the function that ends the turn, once the organization has a free one. */
  take(orgId: string): Promise<() => void> {
    let org = this.organizations.get(orgId);
    if (!org) {
      org = { inside: 0, waiting: [] };
      this.organizations.set(orgId, org);
    }
    const entry = org;
    const end = () => {
      entry.inside -= 1;
      const next = entry.waiting.shift();
      if (next) next();
      else if (entry.inside === 0) this.organizations.delete(orgId);
    };
    if (entry.inside < this.perOrganization) {
      entry.inside += 1;
      return Promise.resolve(once(end));
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        entry.inside += 1;
        resolve(once(end));
      };
      const timer = setTimeout(() => {
        entry.waiting.splice(entry.waiting.indexOf(admit), 1);
        reject(new DatabaseBusy(`no turn at the organization's credit row within ${this.waitMs} ms`));
      }, this.waitMs);
      entry.waiting.push(admit);
    });
  }
}

function once(end: () => void): () => void {
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    end();
  };
}
