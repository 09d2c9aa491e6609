import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { agentRuntimeProcess } from '../support/agent-runtime-process.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { ExecuteAgentRun } from '../../core/server/agents/execute-agent-run.ts';
import type { ImageRenderer } from '../../core/server/agents/image-renderer.ts';

/**
 * A file that cannot be made fails alone: the answer and its other files are kept and charged as delivered,
 * the failed file is listed with why, and the run's events carry the failed artifact, so the chat's
 * "Artifact generation failed" toast (R-TOAST-11) can appear.
 */
class BrokenRenderer implements ImageRenderer {
  async svgToPng(): Promise<Uint8Array> {
    throw new Error('resvg: out of memory');
  }
}

describe('R-TOAST-11 an artifact whose rendering fails', () => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    t = await startTestServer({ offlineEnginePaceMs: 0 });
    dir = mkdtempSync(join(tmpdir(), 'mw-artifact-failure-'));
  });
  afterAll(async () => {
    await t?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the answer and the SVG, lists the PNG as failed with its reason, emits it as failed, and charges the delivered answer', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'render@fail.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Render Co' } });
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    const as = { token, headers: { 'x-space-id': spaceId } };
    const before = (await t.call('GET', '/billing/credits', as)).body.remaining as number;

    const worker = await agentRuntimeProcess(t.server.database, dir, { images: new BrokenRenderer() });
    const started = await worker.get(StartAgentRun).execute({ userId: reg.body.user.id, orgId: reg.body.user.org_id, role: reg.body.user.role }, spaceId, 'creative-agent', { message: 'An Instagram image card for our spring launch' });
    await worker.get(ExecuteAgentRun).execute(started.request_id);

    const messages = (await t.call('GET', `/agents/sessions/${started.session_id}/messages`, as)).body as any[];
    const answer = messages.find((m) => m.role === 'assistant');
    expect(answer.outcome ?? 'completed').toBe('completed');
    expect(answer.content.length).toBeGreaterThan(50);
    const svg = answer.artifacts.find((a: any) => a.mime_type === 'image/svg+xml');
    const png = answer.artifacts.find((a: any) => a.mime_type === 'image/png');
    expect(svg).toMatchObject({ generation_status: 'completed' });
    expect(png).toMatchObject({ generation_status: 'failed', download_url: null, size_bytes: 0 });
    expect(png.error_message).toBe(`${png.filename} could not be made. The answer and its other files are ready; regenerate the answer to try again.`);
    expect(JSON.stringify(answer)).not.toContain('out of memory');

    const events = await t.server.database.db.selectFrom('run_events').select(['type', 'payload']).where('session_id', '=', started.session_id).where('type', '=', 'artifact_generated').execute();
    const failed = events.map((e) => JSON.parse(e.payload as string)).find((p) => p.status === 'failed');
    expect(failed).toMatchObject({ artifact_id: png.id, status: 'failed', error: png.error_message });
    expect((await t.call('GET', '/billing/credits', as)).body.remaining).toBe(before - started.credits_charged);
  });
});
