import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';
import { readJsonBody } from './read-json-body.ts';

/**
 * A local stand-in for Apollo's REST API in the shapes of its API reference: `POST /api/v1/mixed_people/api_search`
 * (filters as `name[]` query parameters; `total_entries` at the top level; per person only the first name, the last
 * name masked as `last_name_obfuscated`, the title, the employer's name and `has_…` flags: no email, location,
 * LinkedIn, company size or industry; a master API key only, else 403 `API_INACCESSIBLE`), `POST /api/v1/people/match`
 * by id (the whole person: name, work email, location, LinkedIn, employer's size and industry) and
 * `GET /api/v1/auth/health`, with the key in `x-api-key`, 401 as plain text and Apollo's `{error}` bodies. Its people
 * are made up and always the same: heads of marketing and others at companies of several sizes in several countries.
 */
export interface ApolloSandboxOptions {
  /** Keys it accepts; any `sandbox-…` key when absent. */
  keys?: Set<string>;
  /** Accepted keys that are not master keys (people search refuses them); by default `sandbox-plain-…` keys. */
  plainKeys?: Set<string>;
}

export interface ApolloRecordedRequest {
  method: string;
  /** Path with its query string, as sent. */
  url: string;
  apiKey: string | undefined;
}

export interface ApolloSandbox {
  /** The base URL to give ApolloLeadSearch (with `/api/v1`). */
  url: string;
  /** Makes the next `count` requests fail with this status (429 carries `Retry-After: 1`). */
  failNext(count: number, status: 429 | 500 | 503): void;
  readonly seen: ApolloRecordedRequest[];
  /** How many enrichments were answered (credits a real account would have spent). */
  readonly enrichments: number;
  close(): Promise<void>;
}

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  seniority: string;
  linkedin_url: string;
  city: string;
  country: string;
  organization: { name: string; estimated_num_employees: number; industry: string; keywords: string[]; domain: string };
}

const FIRST = ['Anna', 'Lukas', 'Mia', 'Jonas', 'Lea', 'Felix', 'Sophie', 'Paul', 'Emma', 'Max', 'Hannah', 'Leon', 'Clara', 'Noah', 'Lina', 'Elias', 'Marie', 'Finn'];
const LAST = ['Schmidt', 'Weber', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Braun', 'Zimmermann', 'Krüger'];
const ROLES = [
  { title: 'Head of Marketing', seniority: 'head' },
  { title: 'Head of Marketing', seniority: 'head' },
  { title: 'VP Marketing', seniority: 'vp' },
  { title: 'Marketing Manager', seniority: 'manager' },
  { title: 'Head of Sales', seniority: 'head' },
  { title: 'Chief Marketing Officer', seniority: 'c_suite' },
];
const PLACES = [
  { city: 'Berlin', country: 'Germany' },
  { city: 'Munich', country: 'Germany' },
  { city: 'Hamburg', country: 'Germany' },
  { city: 'Paris', country: 'France' },
  { city: 'London', country: 'United Kingdom' },
  { city: 'Austin', country: 'United States' },
];
const SIZES = [120, 75, 180, 35, 900, 60];
const INDUSTRIES = [
  { industry: 'computer software', keywords: ['saas', 'b2b software'] },
  { industry: 'computer software', keywords: ['saas', 'marketing automation'] },
  { industry: 'retail', keywords: ['e-commerce', 'fashion'] },
  { industry: 'financial services', keywords: ['fintech', 'saas'] },
];

/** 432 people: every combination of role, place, size and industry walked in a fixed order. */
function people(): Person[] {
  const out: Person[] = [];
  let n = 0;
  for (const role of ROLES) {
    for (const place of PLACES) {
      for (let s = 0; s < SIZES.length; s++) {
        for (let i = 0; i < INDUSTRIES.length; i++) {
          n++;
          const first = FIRST[n % FIRST.length]!;
          const last = LAST[(n * 7) % LAST.length]!;
          const company = `${['Nordlicht', 'Bergwerk', 'Fluss', 'Sonnen', 'Wolken', 'Stern'][s]} ${['Cloud', 'Labs', 'Shop', 'Pay'][i]} ${place.city}`;
          const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
          out.push({
            id: `5f${String(n).padStart(22, '0')}`,
            first_name: first,
            last_name: last,
            title: role.title,
            seniority: role.seniority,
            linkedin_url: `http://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase().replace(/[^a-z]/g, '')}-${n}`,
            city: place.city,
            country: place.country,
            organization: { name: company, estimated_num_employees: SIZES[s]!, industry: INDUSTRIES[i]!.industry, keywords: INDUSTRIES[i]!.keywords, domain },
          });
        }
      }
    }
  }
  return out;
}

function refuseKey(res: ServerResponse): void {
  // Apollo answers a bad key with plain text, not JSON.
  res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Invalid access credentials.');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function matches(p: Person, q: URLSearchParams): boolean {
  const any = (name: string, test: (value: string) => boolean) => {
    const values = q.getAll(name).map((v) => v.trim().toLowerCase()).filter(Boolean);
    return values.length === 0 || values.some(test);
  };
  return (
    any('person_titles[]', (t) => p.title.toLowerCase().includes(t)) &&
    any('person_seniorities[]', (s) => p.seniority === s) &&
    any('organization_num_employees_ranges[]', (r) => {
      const [min, max] = r.split(',').map((x) => Number(x));
      const count = p.organization.estimated_num_employees;
      return (!Number.isFinite(min) || count >= min!) && (!Number.isFinite(max) || max === 0 || count <= max!);
    }) &&
    any('q_organization_keyword_tags[]', (k) => p.organization.industry.includes(k) || p.organization.keywords.some((w) => w.includes(k))) &&
    any('person_locations[]', (l) => p.city.toLowerCase().includes(l) || p.country.toLowerCase().includes(l))
  );
}

/** What api_search shows of a person: the first name, the last name masked as Apollo does, and what Apollo has. */
function searchView(p: Person, n: number) {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name_obfuscated: `${p.last_name.slice(0, 2)}***${p.last_name.slice(-1)}`,
    title: p.title,
    last_refreshed_at: '2026-11-01T08:00:00.000+00:00',
    has_email: n % 7 !== 0,
    has_city: true,
    has_state: false,
    has_country: true,
    has_direct_phone: n % 3 === 0 ? 'Yes' : 'Maybe: please request direct dial via people/bulk_match',
    organization: { name: p.organization.name, has_industry: true, has_phone: false, has_city: true, has_state: false, has_country: true, has_zip_code: false, has_revenue: false, has_employee_count: true },
  };
}

/** What enrichment (`people/match`) gives of a person, the work email included. */
function matchView(p: Person) {
  const local = `${p.first_name}.${p.last_name}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    name: `${p.first_name} ${p.last_name}`,
    linkedin_url: p.linkedin_url,
    title: p.title,
    email_status: 'verified',
    email: `${local}@${p.organization.domain}`,
    headline: `${p.title} at ${p.organization.name}`,
    city: p.city,
    state: null,
    country: p.country,
    organization_id: `org-${p.organization.domain}`,
    organization: {
      id: `org-${p.organization.domain}`,
      name: p.organization.name,
      primary_domain: p.organization.domain,
      industry: p.organization.industry,
      keywords: p.organization.keywords,
      estimated_num_employees: p.organization.estimated_num_employees,
    },
  };
}

export async function startApolloSandbox(options: ApolloSandboxOptions = {}): Promise<ApolloSandbox> {
  const all = people();
  const failures: number[] = [];
  const seen: ApolloRecordedRequest[] = [];
  let enrichments = 0;
  const prefix = '/api/v1';
  const accepted = (key: string | undefined) => typeof key === 'string' && (options.keys ? options.keys.has(key) : key.startsWith('sandbox-'));
  const master = (key: string) => !(options.plainKeys ? options.plainKeys.has(key) : key.startsWith('sandbox-plain-'));

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : undefined;
      seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', apiKey: key });
      const failure = failures.shift();
      if (failure === 429) return send(res, 429, { message: 'The maximum number of api calls allowed for api/v1/mixed_people/api_search is 600 times per hour.' }, { 'Retry-After': '1' });
      if (failure) return send(res, failure, { error: 'Internal Server Error' });
      if (!accepted(key)) return refuseKey(res);
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
      if (req.method === 'GET' && path === '/auth/health') return send(res, 200, { healthy: true, is_logged_in: true });
      if (req.method === 'POST' && path === '/mixed_people/api_search') {
        await readJsonBody(req);
        if (!master(key!)) return send(res, 403, { error: 'api/v1/mixed_people/api_search is not accessible with this api_key', error_code: 'API_INACCESSIBLE' });
        const found = all.filter((p) => matches(p, url.searchParams));
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 10) || 10));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const start = (page - 1) * perPage;
        return send(res, 200, { total_entries: found.length, people: found.slice(start, start + perPage).map((p, i) => searchView(p, start + i)) });
      }
      if (req.method === 'POST' && path === '/people/match') {
        // Apollo documents its parameters in the query; a JSON body is read too.
        const body = await readJsonBody(req);
        const id = url.searchParams.get('id') ?? body.id;
        const person = all.find((p) => p.id === id);
        if (!person) return send(res, 200, { person: null });
        enrichments++;
        return send(res, 200, { person: matchView(person) });
      }
      return send(res, 404, { error: 'Not found' });
    })().catch(() => send(res, 500, { error: 'Internal Server Error' }));
  });
  const loopback = await listenOnLoopback(server);
  return {
    url: `${loopback.url}${prefix}`,
    failNext(count, status) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    seen,
    get enrichments() {
      return enrichments;
    },
    close: loopback.close,
  };
}
