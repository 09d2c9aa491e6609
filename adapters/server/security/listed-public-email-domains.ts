import providers from 'email-providers/all.json' with { type: 'json' };
import type { PublicEmailDomains } from '../../../core/server/ports/public-email-domains.ts';

/** Public mail providers from the maintained `email-providers` list. */
export class ListedPublicEmailDomains implements PublicEmailDomains {
  private readonly domains = new Set<string>(providers as string[]);

  isPublic(domain: string): boolean {
    return this.domains.has(domain.toLowerCase());
  }
}
