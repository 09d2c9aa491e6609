import type { ServiceIdentifier } from 'inversify';
import { PUBLISHING_PROVIDERS, type PublishingProviderId, type SiteTaxonomies } from '../../domain/publishing/publishing.ts';

export function isPublishingProvider(value: string): value is PublishingProviderId {
  return (PUBLISHING_PROVIDERS as readonly string[]).includes(value);
}

/** Where a connection's site is: the address a customer typed, and WordPress's user. */
export interface PublishingSite {
  url: string;
  username?: string;
}

/** What the site says about itself when its key is checked. */
export interface SiteIdentity {
  name: string;
  /** The site's address as normalised (origin and path, no trailing slash). */
  url: string;
}

/** A post to create as a draft: HTML body; WordPress takes categories and tags, Ghost tags. Names, not ids. */
export interface DraftPost {
  title: string;
  html: string;
  categories: string[];
  tags: string[];
}

/** The created draft: the site's id, where to edit it and where to preview it. */
export interface CreatedDraft {
  externalId: string;
  editLink: string;
  previewLink: string | null;
}

/**
 * One publishing site kind (WordPress, Ghost) behind one port; the connection's provider picks the adapter
 * (multi-injected, `provider` names it). Creates posts only as drafts: publishing is the person's, on the
 * site. Throws ProviderError (`auth_refused` for a refused key, `bad_address` for an address we do not call).
 */
export interface PublishingProvider {
  readonly provider: PublishingProviderId;
  /** True when calls go to the local sandbox (INTEGRATIONS_SANDBOX). */
  readonly sandbox: boolean;
  /** Checks the key against the site and says which site it is. */
  checkSite(site: PublishingSite, secret: string): Promise<SiteIdentity>;
  createDraft(site: PublishingSite, secret: string, post: DraftPost): Promise<CreatedDraft>;
  /** WordPress's categories and tags (every page); Ghost answers with its tags and no categories. */
  taxonomies(site: PublishingSite, secret: string): Promise<SiteTaxonomies>;
}
/** Multi-injected: one per publishing site kind. */
export const PublishingProvider: ServiceIdentifier<PublishingProvider> = Symbol.for('server.PublishingProvider');
