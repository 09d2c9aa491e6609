import type { CreatedDraft, DraftPost, PublishingProvider, PublishingSite, SiteIdentity } from '../../../core/server/publishing/publishing-provider.ts';
import type { SiteTaxonomies, SiteTerm } from '../../../core/domain/publishing/publishing.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from '../integrations/provider-http.ts';
import type { PublicSite } from '../integrations/public-site.ts';

/** Pages of categories or tags we read at most (100 each): a site cannot keep us paging. */
const MAX_PAGES = 20;

interface WpError {
  code?: string;
  message?: string;
}

function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/<[^>]*>/g, '').replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) {
    // Redirects are not followed: a site answering with one is misconfigured (or bouncing our credentials).
    if (response.status >= 300) return new ProviderError('bad_response', `the site answered with a redirect (${response.status}); enter the address it redirects to`);
    return null;
  }
  const error = response.body as WpError | null;
  if (response.status === 401 || response.status === 403 || error?.code === 'rest_not_logged_in' || error?.code === 'invalid_username' || error?.code === 'incorrect_password') {
    return new ProviderError('auth_refused', cleanDetail(error?.message ?? 'the username or application password was not accepted'));
  }
  if (response.status === 404) return new ProviderError('not_found', cleanDetail(error?.message ?? 'the site has no WordPress REST API at this address'));
  if (response.status >= 500) return new ProviderError('unavailable', cleanDetail(error?.message));
  return new ProviderError('bad_response', cleanDetail(error?.message));
}

/**
 * WordPress's REST API with an Application Password (HTTP Basic, in the header only). Drafts only
 * (`status: draft`); categories and tags are matched by name, and a tag the site does not have is created only
 * while sending the confirmed draft. Every call goes through PublicSite: the address is a customer's.
 */
export class WordPressPublishing implements PublishingProvider {
  readonly provider = 'wordpress' as const;

  constructor(
    private readonly site: PublicSite,
    private readonly http: ProviderHttpOptions = {},
  ) {}

  get sandbox(): boolean {
    return this.site.sandbox;
  }

  async checkSite(where: PublishingSite, secret: string): Promise<SiteIdentity> {
    const base = this.site.base(where.url);
    await this.site.vet(base);
    await this.get(base, where, secret, '/wp-json/wp/v2/users/me?context=edit');
    // The site's name is public (the REST index); without it the host names the site.
    const index = await this.get(base, where, secret, '/wp-json/').catch(() => null);
    const name = typeof (index?.body as { name?: unknown } | null)?.name === 'string' ? String((index!.body as { name: string }).name).trim() : '';
    return { name: name || new URL(base).host, url: base };
  }

  async createDraft(where: PublishingSite, secret: string, post: DraftPost): Promise<CreatedDraft> {
    const base = this.site.base(where.url);
    const categories = post.categories.length ? await this.termIds(base, where, secret, 'categories', post.categories, false) : [];
    const tags = post.tags.length ? await this.termIds(base, where, secret, 'tags', post.tags, true) : [];
    const response = await this.send(base, where, secret, 'POST', '/wp-json/wp/v2/posts', { title: post.title, content: post.html, status: 'draft', categories, tags });
    const body = response.body as { id?: number; link?: string } | null;
    if (!body || typeof body.id !== 'number') throw new ProviderError('bad_response', 'the site did not say which post it created');
    return {
      externalId: String(body.id),
      editLink: `${base}/wp-admin/post.php?post=${body.id}&action=edit`,
      previewLink: `${base}/?p=${body.id}&preview=true`,
    };
  }

  async taxonomies(where: PublishingSite, secret: string): Promise<SiteTaxonomies> {
    const base = this.site.base(where.url);
    return { categories: await this.allTerms(base, where, secret, 'categories'), tags: await this.allTerms(base, where, secret, 'tags') };
  }

  private async allTerms(base: string, where: PublishingSite, secret: string, kind: 'categories' | 'tags'): Promise<SiteTerm[]> {
    const terms: SiteTerm[] = [];
    let pages = 1;
    for (let page = 1; page <= pages && page <= MAX_PAGES; page++) {
      const response = await this.get(base, where, secret, `/wp-json/wp/v2/${kind}?${new URLSearchParams({ per_page: '100', page: String(page), _fields: 'id,name' })}`);
      if (!Array.isArray(response.body)) throw new ProviderError('bad_response', `the site's ${kind} were not a list`);
      for (const t of response.body as { id?: number; name?: string }[]) if (typeof t.id === 'number') terms.push({ id: String(t.id), name: decodeEntities(t.name ?? '') });
      pages = Number(response.headers.get('x-wp-totalpages') ?? '1') || 1;
    }
    return terms;
  }

  /** The ids of the named terms; tags the site lacks are created (only while sending a confirmed draft). */
  private async termIds(base: string, where: PublishingSite, secret: string, kind: 'categories' | 'tags', names: string[], create: boolean): Promise<number[]> {
    const known = await this.allTerms(base, where, secret, kind);
    const ids: number[] = [];
    for (const name of names) {
      const found = known.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (found) ids.push(Number(found.id));
      else if (create) {
        const made = await this.send(base, where, secret, 'POST', `/wp-json/wp/v2/${kind}`, { name });
        const id = (made.body as { id?: number } | null)?.id;
        if (typeof id === 'number') ids.push(id);
      } else throw new ProviderError('not_found', `the site has no category called "${name}"`);
    }
    return ids;
  }

  private headers(where: PublishingSite, secret: string): Record<string, string> {
    // Application passwords are shown with spaces; WordPress accepts them without.
    const basic = Buffer.from(`${where.username ?? ''}:${secret.replace(/\s+/g, '')}`).toString('base64');
    return { Authorization: `Basic ${basic}`, Accept: 'application/json' };
  }

  private get(base: string, where: PublishingSite, secret: string, path: string): Promise<ProviderResponse> {
    return providerRequest(this.site.url(base, path), { headers: this.headers(where, secret) }, classify, { ...this.http, fetch: this.site.fetch });
  }

  private send(base: string, where: PublishingSite, secret: string, method: string, path: string, body: unknown): Promise<ProviderResponse> {
    return providerRequest(this.site.url(base, path), { method, headers: { ...this.headers(where, secret), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, classify, { ...this.http, fetch: this.site.fetch, attempts: 1 });
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#0?39;|&#8217;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
