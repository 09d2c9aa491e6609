import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { handleError } from './error-handler.ts';
import type { RouteRegistrar } from './route-registrar.ts';
import { WsUpgrades, type SocketHandler } from './ws-upgrades.ts';
import { boundJsonDepth } from './json-depth-limit.ts';
import { HostAllowList } from './host-allow-list.ts';
import { listenUrl } from './listen-url.ts';
import { apiSecurityHeaders, fixedSecurityHeaders, securityHeaderOptions } from './security-headers.ts';
import { clientErrorHandler } from './client-error-handler.ts';
import { webCacheControl } from './web-cache-control.ts';
import { RequestIds } from './request-ids.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the API is reached from outside (PUBLIC_URL or the listen address, never the request's Host) + `/api/v1`: the base of absolute links. */
    apiUrl: string;
  }
}

export interface HttpAppOptions {
  /** Registers the features' routes under `/api/v1` (the composition root's feature modules). */
  routes: RouteRegistrar;
  version: string;
  webRoot: string | null;
  logLevel: string;
  /** A worker serves only its health over HTTP (the route registrar leaves the rest out) and no OpenAPI document. */
  role?: 'all' | 'api' | 'worker';
  allowedOrigins: string[];
  /** PUBLIC_URL: the app's public address (absolute links, HSTS when https, its host is ours). */
  publicUrl?: string;
  /** The interface the server listens on (HOST): links name it when there is no PUBLIC_URL. */
  listenHost: string;
  /** ALLOWED_HOSTS: host names the app answers to besides its own (see HostAllowList). */
  allowedHosts: string[];
}

export const API_PREFIX = '/api/v1';

/** The Fastify app: `/api/v1` JSON API, the generated OpenAPI document, and the built web app. */
export async function buildHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const https = options.publicUrl?.startsWith('https:') ?? false;
  // helmet's headers are the same on every answer: computed once, then copied (the Fastify plugin rebuilt
  // helmet's middleware and re-parsed the CSP on every request, a tenth of an authenticated read's time).
  const pageHeaders = fixedSecurityHeaders(securityHeaderOptions(https));
  const requestIds = new RequestIds();
  const hosts = new HostAllowList([...(options.publicUrl ? [new URL(options.publicUrl).host] : []), options.listenHost, ...options.allowedHosts]);
  const app = Fastify({
    // Silent: no logger at all, rather than pino's child logger made for every request to write nothing.
    logger: options.logLevel !== 'silent' && {
      level: options.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Query strings can carry tokens (the WebSocket's ?token=): log the path only.
        req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    clientErrorHandler: clientErrorHandler(pageHeaders),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : requestIds.next();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  boundJsonDepth(app);
  // Read once the server listens (the port may have been 0 until then).
  const appUrl = () => options.publicUrl?.replace(/\/+$/, '') ?? listenUrl(options.listenHost, (app.server.address() as AddressInfo).port);
  app.decorate('apiUrl', { getter: () => `${appUrl()}${API_PREFIX}` });

  const securityHeaders = Object.entries(pageHeaders);
  const apiHeaders = Object.entries(apiSecurityHeaders(pageHeaders));
  // This hook and the Host check are callback hooks, not async ones: every request runs them, and an async hook
  // costs a promise and a turn of the microtask queue each.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.url.startsWith('/api/') ? apiHeaders : securityHeaders) reply.header(name, value);
    done();
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Marketing Workspace API', version: options.version },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  // WebSocket upgrades do not pass through these hooks: WsUpgrades refuses a foreign Host itself.
  const upgrades = new WsUpgrades(hosts, pageHeaders, app.log);
  upgrades.attach(app.server);
  app.addHook('preClose', async () => upgrades.close(app.server));
  // After the security headers' hook (a refused request still carries them): 421, this connection reached the wrong server.
  app.addHook('onRequest', (request, reply, done) => {
    if (hosts.accepts(request.headers.host)) return done();
    // A reply sent from a callback hook ends the request here: `done` is not called.
    void reply.status(421).header('connection', 'close').send({ detail: 'This server does not answer for that host name' });
  });

  await app.register(
    async (api) => {
      const role = options.role ?? 'all';
      const sockets = { route: (path: string, handler: SocketHandler) => upgrades.route(`${API_PREFIX}${path}`, handler) };
      await options.routes(api, { role, allowedOrigins: options.allowedOrigins, hosts, publicOrigin: options.publicUrl ? new URL(options.publicUrl).origin : null, sockets });
      if (role !== 'worker') api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  const webRoot = options.role !== 'worker' && options.webRoot && existsSync(join(options.webRoot, 'index.html')) ? options.webRoot : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (scripts/precompress.ts); without them the file is sent as is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('Cache-Control', webCacheControl(relative(webRoot, path))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (webRoot && request.method === 'GET' && !path.startsWith('/api/')) {
      // Client-side routes: the SPA decides what to show.
      return reply.type('text/html').header('Cache-Control', webCacheControl('index.html')).sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found' });
  });

  return app;
}
