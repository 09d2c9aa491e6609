import { SignJWT } from 'jose';
import type { CreatedDraft, DraftPost, PublishingProvider, PublishingSite, SiteIdentity } from '../../../core/server/publishing/publishing-provider.ts';
import type { SiteTaxonomies, SiteTerm } from '../../../core/domain/publishing/publishing.ts';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { providerRequest, type ProviderHttpOptions, type ProviderResponse } from '../integrations/provider-http.ts';
import type { PublicSite } from '../integrations/public-site.ts';

/** Ghost's Admin API accepts tokens of at most five minutes; ours live for less. */
const TOKEN_SECONDS = 240;
const MAX_PAGES = 20;
const ACCEPT_VERSION = 'v5.0';

interface GhostErrors {
  errors?: { message?: string; type?: string; context?: string | null }[];
}

function cleanDetail(message: string | undefined): string {
  const text = (message ?? 'no reason given').replace(/[A-Za-z0-9_.-]{32,}/g, '[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function classify(response: ProviderResponse): ProviderError | 'retry' | null {
  if (response.status < 400) {
    if (response.status >= 300) return new ProviderError('bad_response', `the site answered with a redirect (${response.status}); enter the Admin API URL it redirects to`);
    return null;
  }
  const error = (response.body as GhostErrors | null)?.errors?.[0];
  const detail = cleanDetail([error?.message, error?.context].filter(Boolean).join(': ') || undefined);
  if (response.status === 401 || response.status === 403 || error?.type === 'UnauthorizedError' || error?.type === 'NoPermissionError') return new ProviderError('auth_refused', detail);
  if (response.status === 404) return new ProviderError('not_found', error?.message ? detail : 'the site has no Ghost Admin API at this address');
  if (response.status >= 500) return new ProviderError('unavailable', detail);
  return new ProviderError('bad_response', detail);
}

/** The Admin API key `id:secret` (a 24-hex id, a 64-hex secret) split, or a refusal naming the format. */
function adminKey(secret: string): { id: string; key: Uint8Array } {
  const match = /^([0-9a-f]{12,64}):([0-9a-f]{32,128})$/i.exec(secret.trim());
  if (!match || match[2]!.length % 2 !== 0) throw new ProviderError('auth_refused', 'the Admin API key should look like id:secret, as Ghost shows it');
  return { id: match[1]!, key: Uint8Array.from(Buffer.from(match[2]!, 'hex')) };
}

/**
 * Ghost's Admin API as a custom integration: the Admin API key signed into a short-lived HS256 token (`kid` =
 * key id, `aud` = `/admin/`), sent as `Authorization: Ghost <token>`. Posts are created as drafts from HTML
 * (`?source=html`). Every call goes through PublicSite: the address is a customer's.
 */
export class GhostPublishing implements PublishingProvider {
  readonly provider = 'ghost' as const;

  constructor(
    private readonly site: PublicSite,
    private readonly http: ProviderHttpOptions = {},
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  get sandbox(): boolean {
    return this.site.sandbox;
  }

  async checkSite(where: PublishingSite, secret: string): Promise<SiteIdentity> {
    const base = this.site.base(where.url);
    await this.site.vet(base);
    // Ghost answers `site` without a key, so the key is proved on a route that needs one: reading one post's id.
    const proof = await this.call(base, secret, 'GET', `/ghost/api/admin/posts/?${new URLSearchParams({ limit: '1', fields: 'id' })}`);
    if (!Array.isArray((proof.body as { posts?: unknown } | null)?.posts)) throw new ProviderError('bad_response', "the site's posts were not a list");
    const response = await this.call(base, secret, 'GET', '/ghost/api/admin/site/');
    const site = (response.body as { site?: { title?: string } } | null)?.site;
    if (!site) throw new ProviderError('bad_response', 'the site did not describe itself');
    return { name: (site.title ?? '').trim() || new URL(base).host, url: base };
  }

  async createDraft(where: PublishingSite, secret: string, post: DraftPost): Promise<CreatedDraft> {
    const base = this.site.base(where.url);
    const body = { posts: [{ title: post.title, html: post.html, status: 'draft', tags: post.tags.map((name) => ({ name })) }] };
    const response = await this.call(base, secret, 'POST', '/ghost/api/admin/posts/?source=html', body);
    const created = (response.body as { posts?: { id?: string; uuid?: string }[] } | null)?.posts?.[0];
    if (!created?.id) throw new ProviderError('bad_response', 'the site did not say which post it created');
    return {
      externalId: created.id,
      editLink: `${base}/ghost/#/editor/post/${encodeURIComponent(created.id)}`,
      previewLink: created.uuid ? `${base}/p/${encodeURIComponent(created.uuid)}/` : null,
    };
  }

  async taxonomies(where: PublishingSite, secret: string): Promise<SiteTaxonomies> {
    const base = this.site.base(where.url);
    const tags: SiteTerm[] = [];
    let pages = 1;
    for (let page = 1; page <= pages && page <= MAX_PAGES; page++) {
      const response = await this.call(base, secret, 'GET', `/ghost/api/admin/tags/?${new URLSearchParams({ limit: '100', page: String(page), fields: 'id,name' })}`);
      const body = response.body as { tags?: { id?: string; name?: string }[]; meta?: { pagination?: { pages?: number } } } | null;
      if (!Array.isArray(body?.tags)) throw new ProviderError('bad_response', "the site's tags were not a list");
      for (const t of body.tags) if (t.id) tags.push({ id: t.id, name: t.name ?? '' });
      pages = body.meta?.pagination?.pages ?? 1;
    }
    return { categories: [], tags };
  }

  /** A fresh token for every call: it is cheap, and never outlives the call by more than a few minutes. */
  private async token(secret: string): Promise<string> {
    const { id, key } = adminKey(secret);
    const now = this.nowSeconds();
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: id }).setIssuedAt(now).setExpirationTime(now + TOKEN_SECONDS).setAudience('/admin/').sign(key);
  }

  private async call(base: string, secret: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderResponse> {
    const token = await this.token(secret);
    const headers: Record<string, string> = { Authorization: `Ghost ${token}`, Accept: 'application/json', 'Accept-Version': ACCEPT_VERSION };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return providerRequest(this.site.url(base, path), { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }, classify, {
      ...this.http,
      fetch: this.site.fetch,
      ...(method === 'POST' ? { attempts: 1 } : {}),
    });
  }
}
