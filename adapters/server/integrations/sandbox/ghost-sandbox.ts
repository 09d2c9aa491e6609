import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { listenOnLoopback } from './loopback-server.ts';
import { readJsonBody } from './read-json-body.ts';

/**
 * A local stand-in for a Ghost site's Admin API: `site` (public, as Ghost serves it), paged `tags` and `posts`
 * (`meta.pagination`), new posts (`?source=html`), behind Admin API key tokens checked as Ghost does (HS256 signed with the hex-decoded
 * secret of the key named by `kid`, audience `/admin/`, at most five minutes between `iat` and `exp`,
 * not expired), with Ghost's error bodies. Contract tests run GhostPublishing against it;
 * INTEGRATIONS_SANDBOX=true sends every Ghost site's calls here (with the sandbox key below).
 */
export const GHOST_SANDBOX_KEY = '6489f0a1b2c3d4e5f6a7b8c9:3f7a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a';

export interface GhostSandboxOptions {
  /** Admin API keys (`id:secret`) it accepts; the sandbox key when absent. */
  keys?: string[];
  pageSize?: number;
  tags?: string[];
}

export interface GhostSandboxPost {
  id: string;
  uuid: string;
  title: string;
  html: string;
  status: string;
  tags: string[];
}

export interface GhostSandbox {
  url: string;
  readonly posts: GhostSandboxPost[];
  readonly seen: { method: string; path: string; authorization: string | undefined }[];
  failNext(count: number, how: '429' | '503'): void;
  close(): Promise<void>;
}

export async function startGhostSandbox(options: GhostSandboxOptions = {}): Promise<GhostSandbox> {
  const keys = new Map((options.keys ?? [GHOST_SANDBOX_KEY]).map((k) => {
    const [id, secret] = k.split(':') as [string, string];
    return [id, Uint8Array.from(Buffer.from(secret, 'hex'))];
  }));
  const pageSize = options.pageSize ?? 15;
  const tags = (options.tags ?? ['News', 'Marketing', 'Guides']).map((name, i) => ({ id: `tag${String(i + 1).padStart(20, '0')}`, name }));
  const posts: GhostSandboxPost[] = [];
  const seen: GhostSandbox['seen'] = [];
  let failures: { count: number; how: '429' | '503' } = { count: 0, how: '429' };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, type: string, message: string, context: string | null = null) => json(res, status, { errors: [{ message, context, type }] });

  /** Null when the token is good, else why not (Ghost's words, roughly). */
  const refused = async (req: IncomingMessage): Promise<string | null> => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Ghost ')) return 'Authorization header format is "Authorization: Ghost [token]"';
    const token = header.slice(6);
    try {
      const { kid, alg } = decodeProtectedHeader(token);
      const key = kid ? keys.get(kid) : undefined;
      if (alg !== 'HS256' || !key) return 'Unknown Admin API Key';
      const { payload } = await jwtVerify(token, key, { audience: '/admin/', algorithms: ['HS256'] });
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number' || payload.exp - payload.iat > 300) return 'Token expiry must be at most 5 minutes';
      return null;
    } catch (e) {
      return `Invalid token: ${(e as Error).message}`;
    }
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    seen.push({ method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization });
    if (failures.count > 0) {
      failures.count--;
      if (failures.how === '429') return json(res, 429, { errors: [{ message: 'Too many requests', type: 'TooManyRequestsError' }] }, { 'Retry-After': '0' });
      return error(res, 503, 'InternalServerError', 'Ghost is starting up');
    }
    if (!url.pathname.startsWith('/ghost/api/admin/')) return error(res, 404, 'NotFoundError', 'Resource not found');
    const route = url.pathname.slice('/ghost/api/admin/'.length).replace(/\/$/, '');
    const host = `http://${req.headers.host}`;
    // Ghost serves `site` without a key (publicAdminApi in its route table): any key, or none, reads it.
    if (req.method === 'GET' && route === 'site') return json(res, 200, { site: { title: 'Sandbox Ghost', description: 'A Ghost sandbox', url: `${host}/`, version: '6.0' } });
    const why = await refused(req);
    if (why) return error(res, 401, 'UnauthorizedError', 'Authorization failed', why);
    if (req.method === 'GET' && route === 'posts') {
      const limit = Math.min(pageSize, Math.max(1, Number(url.searchParams.get('limit') ?? '15') || 15));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
      const pages = Math.max(1, Math.ceil(posts.length / limit));
      const slice = posts.slice((page - 1) * limit, page * limit).map((p) => ({ id: p.id, uuid: p.uuid, title: p.title, status: p.status }));
      return json(res, 200, { posts: slice, meta: { pagination: { page, limit, pages, total: posts.length, next: page < pages ? page + 1 : null, prev: page > 1 ? page - 1 : null } } });
    }
    if (req.method === 'GET' && route === 'tags') {
      const limit = Math.min(pageSize, Math.max(1, Number(url.searchParams.get('limit') ?? '15') || 15));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
      const pages = Math.max(1, Math.ceil(tags.length / limit));
      return json(res, 200, { tags: tags.slice((page - 1) * limit, page * limit), meta: { pagination: { page, limit, pages, total: tags.length, next: page < pages ? page + 1 : null, prev: page > 1 ? page - 1 : null } } });
    }
    if (req.method === 'POST' && route === 'posts') {
      const body = await readJsonBody(req);
      const input = Array.isArray(body.posts) ? (body.posts[0] as Record<string, unknown> | undefined) : undefined;
      if (!input || typeof input.title !== 'string') return error(res, 422, 'ValidationError', 'Validation error, cannot save post.', 'Title is required');
      const source = url.searchParams.get('source');
      const post: GhostSandboxPost = {
        id: randomUUID().replace(/-/g, '').slice(0, 24),
        uuid: randomUUID(),
        title: input.title,
        html: source === 'html' && typeof input.html === 'string' ? input.html : '',
        status: typeof input.status === 'string' ? input.status : 'draft',
        tags: Array.isArray(input.tags) ? input.tags.map((t) => (typeof t === 'string' ? t : String((t as { name?: unknown }).name ?? ''))) : [],
      };
      posts.push(post);
      return json(res, 201, { posts: [{ id: post.id, uuid: post.uuid, title: post.title, status: post.status, html: post.html, url: `${host}/p/${post.uuid}/`, tags: post.tags.map((name) => ({ name })) }] });
    }
    return error(res, 404, 'NotFoundError', 'Resource not found');
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: loopback.url,
    posts,
    seen,
    failNext: (count, how) => {
      failures = { count, how };
    },
    close: loopback.close,
  };
}
