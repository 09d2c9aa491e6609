import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The contract harness: a provider's contract (tests/contracts/<provider>.contract.json, derived from the vendor's
 * published reference) checked against both directions of real traffic. A recording proxy on loopback stands
 * between an adapter and its fake; every exchange it forwards is kept, and `violations` says where a request the
 * adapter sent, or an answer the fake gave, leaves the contract.
 */

export type JsonSchema = Record<string, unknown> | boolean;

/** How a call proves who it is. */
export type ContractAuth =
  | 'none'
  /** A header (or a query parameter) that must be present, and match `pattern` when given. */
  | { in: 'header' | 'query'; name: string; pattern?: string };

export interface ContractOperation {
  /** A name for messages, e.g. `posts.create`. */
  id: string;
  method: string;
  /** The path after the base URL; `{name}` stands for one path segment (no `/`). */
  path: string;
  /** For one path serving several operations (JSON-RPC): a schema the request body must satisfy to be this one. */
  select?: JsonSchema;
  auth: ContractAuth;
  request?: {
    /** The query string as an object of strings (a repeated key becomes an array). */
    query?: JsonSchema;
    /** JSON bodies parsed; `application/x-www-form-urlencoded` bodies as an object of strings. */
    body?: JsonSchema;
    /** Lower-cased header names. */
    headers?: JsonSchema;
  };
  /** Status code (or `default`) → schema of the answer's body; a status not listed breaks the contract. Server-sent events are checked message by message. */
  responses: Record<string, JsonSchema>;
  /** Status code → schema of the answer's headers (lower-cased names) the product reads, e.g. paging totals. */
  responseHeaders?: Record<string, JsonSchema>;
}

export interface ProviderContract {
  provider: string;
  sources: { url: string; read: string; what?: string }[];
  /** Reused schemas, referred to as `{"$ref": "#/definitions/<name>"}` from anywhere in the contract. */
  definitions?: Record<string, JsonSchema>;
  operations: ContractOperation[];
}

export interface Exchange {
  method: string;
  /** Path without the query, relative to the base URL the proxy stands in for. */
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or form, else the raw text (undefined when empty). */
  body: unknown;
  response?: { status: number; headers: IncomingHttpHeaders; body: unknown; events?: unknown[] };
}

const here = fileURLToPath(new URL('.', import.meta.url));

/** tests/contracts/<provider>.contract.json, read and parsed. */
export function loadContract(provider: string): ProviderContract {
  return JSON.parse(readFileSync(`${here}${provider}.contract.json`, 'utf8')) as ProviderContract;
}

function parseQuery(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return parseQuery(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The JSON messages of a text/event-stream answer (`data:` lines). */
function parseEvents(text: string): unknown[] {
  const events: unknown[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data));
    } catch {
      events.push(data);
    }
  }
  return events;
}

export interface ContractProxy {
  /** Point the adapter here instead of at the fake. */
  url: string;
  readonly exchanges: Exchange[];
  close(): Promise<void>;
}

/** A loopback proxy to `target` that streams every exchange through unchanged and records it. */
export async function startContractProxy(target: string): Promise<ContractProxy> {
  const to = new URL(target);
  // Contract paths are relative to the base URL the adapter is given (e.g. Graph's `/v23.0`).
  const base = to.pathname.replace(/\/$/, '');
  const exchanges: Exchange[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://proxy');
      const exchange: Exchange = {
        method: req.method ?? 'GET',
        path: base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname,
        query: parseQuery(url.searchParams),
        headers: req.headers,
        body: parseBody(raw.toString('utf8'), req.headers['content-type']),
      };
      exchanges.push(exchange);
      const upstream = httpRequest(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          const back: Buffer[] = [];
          const record = () => {
            const text = Buffer.concat(back).toString('utf8');
            const sse = String(answer.headers['content-type'] ?? '').includes('text/event-stream');
            exchange.response = {
              status: answer.statusCode ?? 0,
              headers: answer.headers,
              body: sse ? undefined : parseBody(text, answer.headers['content-type']),
              ...(sse ? { events: parseEvents(text) } : {}),
            };
          };
          answer.on('data', (c: Buffer) => {
            back.push(c);
            res.write(c);
          });
          answer.on('end', () => {
            record();
            res.end();
          });
          answer.on('error', () => res.destroy());
          // A stream the client gives up on (an SSE channel) still counts for what it carried.
          res.on('close', () => {
            if (!exchange.response) record();
            answer.destroy();
          });
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname === '/' ? '' : to.pathname.replace(/\/$/, '')}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function pathPattern(template: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split(/\{[^}]+\}/).map(literal).join('[^/]+?')}$`);
}

/** Compiles a contract once; `violations` then checks any number of exchanges. */
export class ContractChecker {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly compiled = new Map<unknown, ValidateFunction>();

  constructor(readonly contract: ProviderContract) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'contract', definitions: contract.definitions ?? {} });
  }

  private validator(schema: JsonSchema): ValidateFunction {
    let fn = this.compiled.get(schema);
    if (!fn) {
      const text = JSON.stringify(schema).replace(/"#\/definitions\//g, '"contract#/definitions/');
      fn = this.ajv.compile(JSON.parse(text) as object);
      this.compiled.set(schema, fn);
    }
    return fn;
  }

  private problems(schema: JsonSchema | undefined, value: unknown, where: string): string[] {
    if (schema === undefined) return [];
    const fn = this.validator(schema);
    if (fn(value)) return [];
    return (fn.errors ?? [])
      .filter((e) => !(e.keyword === 'not' && e.schemaPath.includes('/propertyNames/')))
      .map((e) => {
        const params = e.params as Record<string, unknown>;
        if (e.keyword === 'propertyNames') return `${where}${e.instancePath} must not carry ${String(params.propertyName)}`;
        const allowed = Array.isArray(params.allowedValues) ? ` (${params.allowedValues.join(', ')})` : '';
        const extra = params.additionalProperty !== undefined ? ` (${String(params.additionalProperty)})` : '';
        return `${where}${e.instancePath} ${e.message ?? 'is invalid'}${allowed}${extra}`;
      });
  }

  /** The operation an exchange is, by method, path and (for JSON-RPC) body. */
  operationOf(exchange: Exchange): ContractOperation | undefined {
    return this.contract.operations.find(
      (op) => op.method.toUpperCase() === exchange.method.toUpperCase() && pathPattern(op.path).test(exchange.path) && (op.select === undefined || this.validator(op.select)(exchange.body)),
    );
  }

  /** Every way the exchanges leave the contract, one line each; empty when they keep it. */
  violations(exchanges: readonly Exchange[]): string[] {
    const out: string[] = [];
    for (const exchange of exchanges) {
      const name = `${exchange.method} ${exchange.path}`;
      const op = this.operationOf(exchange);
      if (!op) {
        out.push(`${name}: no operation of the ${this.contract.provider} contract`);
        continue;
      }
      const at = `${op.id} (${name})`;
      if (op.auth !== 'none') {
        const { in: where, name: key, pattern } = op.auth;
        const raw = where === 'header' ? exchange.headers[key.toLowerCase()] : exchange.query[key];
        const value = Array.isArray(raw) ? raw[0] : raw;
        if (!value) out.push(`${at}: request without its ${where} ${key}`);
        else if (pattern && !new RegExp(pattern).test(value)) out.push(`${at}: ${where} ${key} is not of the form ${pattern}`);
      }
      out.push(...this.problems(op.request?.query, exchange.query, `${at}: request query`));
      out.push(...this.problems(op.request?.body, exchange.body ?? {}, `${at}: request body`));
      out.push(...this.problems(op.request?.headers, exchange.headers, `${at}: request headers`));
      const answer = exchange.response;
      if (!answer) continue;
      const schema = op.responses[String(answer.status)] ?? op.responses.default;
      if (schema === undefined) {
        out.push(`${at}: answered ${answer.status}, a status the contract does not list`);
        continue;
      }
      out.push(...this.problems(op.responseHeaders?.[String(answer.status)], answer.headers, `${at}: answer ${answer.status} headers`));
      if (answer.events) answer.events.forEach((event, i) => out.push(...this.problems(schema, event, `${at}: answer ${answer.status} event ${i}`)));
      else out.push(...this.problems(schema, answer.body ?? null, `${at}: answer ${answer.status}`));
    }
    return out;
  }

  /** The operations the exchanges never reached (a contract test should exercise them all). */
  unexercised(exchanges: readonly Exchange[]): string[] {
    const reached = new Set(exchanges.map((e) => this.operationOf(e)?.id));
    return this.contract.operations.map((op) => op.id).filter((id) => !reached.has(id));
  }
}
