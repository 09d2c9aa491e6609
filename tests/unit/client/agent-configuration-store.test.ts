import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { fail, ok } from '../../support/scripted-http.ts';
import { AgentConfigurationStore } from '../../../core/client/agent-configuration/agent-configuration-store.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import type { AgentConfig } from '../../../core/domain/agents/agent-config.ts';

const config = (slug: string, extra: Partial<AgentConfig> = {}): AgentConfig => ({
  agent_slug: slug, enabled: true, default_mode: 'normal', extra_instructions: '', k_value_ref_docs: 5, k_value_kb: 8, k_value_url: 3, ...extra,
});
const catalogueEntry = (slug: string, engine = 'offline engine', offline = true) => ({
  slug, name: slug, description: '', transport: 'websocket', estimated_credits: 20, engine, offline, enabled: true, default_mode: 'normal',
});

async function signedIn() {
  const h = clientHarness().serveSignIn();
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  return { h, store: h.get(AgentConfigurationStore) };
}

describe('agent configuration store (spec 3)', () => {
  it('R-ROUTE-24 loads every agent of the current space with the engine from the catalogue', async () => {
    const { h, store } = await signedIn();
    h.http
      .on('GET', '/agents/manage', ok([config('email-agent'), config('cmo', { enabled: false })]))
      .on('GET', '/agents', ok([catalogueEntry('email-agent', 'gpt-4o-mini', false)]));
    const list = await store.loadAll();
    expect(list.map((c) => c.agent_slug)).toEqual(['email-agent', 'cmo']);
    expect(Object.keys(store.configurations)).toEqual(['email-agent', 'cmo']);
    expect(store.configurations['cmo']!.enabled).toBe(false);
    expect(store.engine).toEqual({ name: 'gpt-4o-mini', offline: false });
    const sent = h.http.requests.find((r) => r.url.endsWith('/agents/manage'))!;
    expect(sent.headers['X-Space-ID']).toBe('s1');
  });

  it('a failed catalogue leaves the engine unknown but still lists the agents; a failed list says so', async () => {
    const { h, store } = await signedIn();
    h.http.on('GET', '/agents/manage', ok([config('email-agent')])).on('GET', '/agents', fail(500));
    expect(await store.loadAll()).toHaveLength(1);
    expect(store.engine).toBeNull();

    h.http.on('GET', '/agents/manage', fail(500));
    const error = await store.loadAll().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to fetch agent configuration');
  });

  it('R-ROUTE-26 loads one agent and saves a patch, keeping what the server answered', async () => {
    const { h, store } = await signedIn();
    h.http.on('GET', '/agents/email-agent/config', ok(config('email-agent')));
    expect(await store.load('email-agent')).toMatchObject({ default_mode: 'normal', k_value_kb: 8 });

    h.http.on('PUT', '/agents/email-agent/config', (_req, body) => ok(config('email-agent', { ...body, default_mode: 'medium' })));
    const saved = await store.save('email-agent', { default_mode: 'med', extra_instructions: 'Sign as the team.', k_value_kb: 12 });
    const put = h.http.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ default_mode: 'med', extra_instructions: 'Sign as the team.', k_value_kb: 12 });
    expect(saved).toMatchObject({ default_mode: 'medium', extra_instructions: 'Sign as the team.', k_value_kb: 12 });
    expect(store.configurations['email-agent']).toEqual(saved);
  });

  it('a refused save carries the server text and leaves the stored configuration as it was', async () => {
    const { h, store } = await signedIn();
    h.http.on('GET', '/agents/email-agent/config', ok(config('email-agent')));
    await store.load('email-agent');
    h.http.on('PUT', '/agents/email-agent/config', fail(403, 'Only organization owners and admins can manage this space'));
    const error = (await store.save('email-agent', { enabled: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only organization owners and admins can manage this space');
    expect(store.configurations['email-agent']!.enabled).toBe(true);

    h.http.on('PUT', '/agents/email-agent/config', () => 'network');
    expect(((await store.save('email-agent', { enabled: false }).catch((e: unknown) => e)) as ApiError).message).toBe('Failed to save agent configuration');
  });

  it('R-RESET-08 is registered, and a user switch clears it', async () => {
    const { h, store } = await signedIn();
    h.http.on('GET', '/agents/manage', ok([config('email-agent')])).on('GET', '/agents', ok([catalogueEntry('email-agent')]));
    await store.loadAll();
    expect(h.get(StoreRegistry).registeredNames()).toContain('agent-configuration');
    h.get(StoreRegistry).resetAll();
    expect(store.configurations).toEqual({});
    expect(store.engine).toBeNull();
  });

  it('lists the catalogue of the current space; a failed catalogue says so', async () => {
    const { h, store } = await signedIn();
    h.http.on('GET', '/agents', ok([catalogueEntry('email-agent')]));
    expect((await store.catalogue()).map((a) => a.slug)).toEqual(['email-agent']);
    expect(h.http.requests.at(-1)!.headers['X-Space-ID']).toBe('s1');

    h.http.on('GET', '/agents', fail(500));
    await expect(store.catalogue()).rejects.toMatchObject({ message: 'Failed to fetch agents' });
  });
});
