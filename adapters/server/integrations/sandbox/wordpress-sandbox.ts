import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';
import { readJsonBody } from './read-json-body.ts';

/**
 * A local stand-in for a WordPress site's REST API (wp/v2): the site index, `users/me`, paged categories and
 * tags (`X-WP-Total`, `X-WP-TotalPages`), tag creation and post creation, with HTTP Basic and Application
 * Passwords, and WordPress's error bodies (`code`, `message`, `data.status`). Contract tests run
 * WordPressPublishing against it; INTEGRATIONS_SANDBOX=true sends every WordPress site's calls here.
 */
export interface WordPressSandboxOptions {
  /** username → application password (spaces ignored); any user with a password starting `sandbox` when absent. */
  users?: Map<string, string>;
  /** The most rows a page holds, whatever `per_page` asks (WordPress allows 100). */
  pageSize?: number;
  categories?: string[];
  tags?: string[];
}

export interface WordPressSandboxPost {
  id: number;
  title: string;
  content: string;
  status: string;
  categories: number[];
  tags: number[];
  author: string;
}

export interface WordPressSandbox {
  url: string;
  readonly posts: WordPressSandboxPost[];
  readonly tags: { id: number; name: string }[];
  /** Authorization headers seen, to assert the password travels only there. */
  readonly seen: { method: string; path: string; authorization: string | undefined }[];
  /** The next `count` requests answer 429 (with Retry-After: 0) or 503. */
  failNext(count: number, how: '429' | '503'): void;
  close(): Promise<void>;
}

const DEFAULT_CATEGORIES = ['Uncategorized', 'Marketing', 'SEO', 'Product news', 'Guides'];
const DEFAULT_TAGS = ['growth', 'email', 'content'];

export async function startWordPressSandbox(options: WordPressSandboxOptions = {}): Promise<WordPressSandbox> {
  const pageSize = options.pageSize ?? 100;
  let nextId = 100;
  const categories = (options.categories ?? DEFAULT_CATEGORIES).map((name) => ({ id: nextId++, name }));
  const tags = (options.tags ?? DEFAULT_TAGS).map((name) => ({ id: nextId++, name }));
  const posts: WordPressSandboxPost[] = [];
  const seen: WordPressSandbox['seen'] = [];
  let failures: { count: number; how: '429' | '503' } = { count: 0, how: '429' };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { code, message, data: { status } });

  const user = (req: IncomingMessage): string | null => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) return null;
    const name = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1).replace(/\s+/g, '');
    const expected = options.users?.get(name);
    if (options.users ? expected !== undefined && expected.replace(/\s+/g, '') === password : password.startsWith('sandbox')) return name;
    return null;
  };

  const paged = (res: ServerResponse, rows: { id: number; name: string }[], url: URL) => {
    const perPage = Math.min(pageSize, Math.max(1, Number(url.searchParams.get('per_page') ?? '10') || 10));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const pages = Math.max(1, Math.ceil(rows.length / perPage));
    if (page > pages) return error(res, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    json(res, 200, rows.slice((page - 1) * perPage, page * perPage).map((r) => ({ id: r.id, name: r.name.replace(/&/g, '&amp;') })), { 'X-WP-Total': String(rows.length), 'X-WP-TotalPages': String(pages) });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    seen.push({ method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization });
    if (failures.count > 0) {
      failures.count--;
      if (failures.how === '429') return json(res, 429, { code: 'too_many_requests', message: 'Too many requests' }, { 'Retry-After': '0' });
      return error(res, 503, 'service_unavailable', 'The site is under maintenance');
    }
    if (url.pathname === '/wp-json/' || url.pathname === '/wp-json') return json(res, 200, { name: 'Sandbox Blog', description: 'A WordPress sandbox', url: `http://${req.headers.host}`, namespaces: ['wp/v2'] });
    if (!url.pathname.startsWith('/wp-json/wp/v2/')) return error(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const who = user(req);
    if (!who) {
      return req.headers.authorization
        ? error(res, 401, 'incorrect_password', 'The provided password is an invalid application password.')
        : error(res, 401, 'rest_not_logged_in', 'You are not currently logged in.');
    }
    const route = url.pathname.slice('/wp-json/wp/v2/'.length).replace(/\/$/, '');
    if (req.method === 'GET' && route === 'users/me') return json(res, 200, { id: 1, name: who, slug: who, roles: ['editor'] });
    if (req.method === 'GET' && route === 'categories') return paged(res, categories, url);
    if (req.method === 'GET' && route === 'tags') return paged(res, tags, url);
    if (req.method === 'POST' && route === 'tags') {
      const body = await readJsonBody(req);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) return error(res, 400, 'rest_missing_callback_param', 'Missing parameter(s): name');
      const existing = tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (existing) return json(res, 400, { code: 'term_exists', message: 'A term with the name provided already exists.', data: { status: 400, term_id: existing.id } });
      const tag = { id: nextId++, name };
      tags.push(tag);
      return json(res, 201, tag);
    }
    if (req.method === 'POST' && route === 'posts') {
      const body = await readJsonBody(req);
      const title = typeof body.title === 'string' ? body.title : '';
      const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);
      const post: WordPressSandboxPost = { id: nextId++, title, content: typeof body.content === 'string' ? body.content : '', status: typeof body.status === 'string' ? body.status : 'draft', categories: ids(body.categories), tags: ids(body.tags), author: who };
      if ([...post.categories].some((c) => !categories.some((k) => k.id === c))) return error(res, 400, 'rest_invalid_param', 'Invalid parameter(s): categories');
      posts.push(post);
      const host = `http://${req.headers.host}`;
      return json(res, 201, { id: post.id, status: post.status, link: `${host}/?p=${post.id}`, title: { raw: title, rendered: title }, categories: post.categories, tags: post.tags });
    }
    return error(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: loopback.url,
    posts,
    tags,
    seen,
    failNext: (count, how) => {
      failures = { count, how };
    },
    close: loopback.close,
  };
}
