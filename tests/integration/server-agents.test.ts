import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { registerOwner } from '../support/test-accounts.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
let owner: { token: string; spaceId: string; orgId: string };

const registerOrg = (email: string) => registerOwner(t, email, `Org ${email}`, { name: 'Owner', password: 'Agent-runtime-passphrase-73' });

const as = (who: { token: string; spaceId: string }) => ({ token: who.token, headers: { 'x-space-id': who.spaceId } });

/** Opens the agent socket and collects every event until `until` says stop. */
function collect(sessionId: string, token: string, until: (e: any) => boolean, after = 0): Promise<any[]> {
  const url = `${t.url.replace('http', 'ws')}/api/v1/agents/ws/${sessionId}?token=${token}&after=${after}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const events: any[] = [];
    const timer = setTimeout(() => reject(new Error(`timed out with ${JSON.stringify(events.map((e) => e.type))}`)), 20_000);
    ws.onmessage = (m) => {
      const e = JSON.parse(String(m.data));
      // A keep-alive ping is no session event and carries no seq; its first falls at a random point of 25 s.
      if (e.type === 'ping') return;
      events.push(e);
      if (until(e)) {
        clearTimeout(timer);
        ws.close(1000);
        resolve(events);
      }
    };
    ws.onerror = () => reject(new Error('socket error'));
  });
}

beforeAll(async () => {
  if (databaseUnavailable) return;
  // A paced offline engine, so a cancel reliably lands while the answer is still streaming.
  t = await startTestServer({ offlineEnginePaceMs: 5 });
  owner = await registerOrg('agents@acme.io');
  await t.call('PUT', `/spaces/${owner.spaceId}/profile`, {
    token: owner.token,
    body: { answers: { business_name: 'Acme Analytics', offer_main: 'Dashboards that explain your marketing numbers', offer_differentiator: 'Answers in plain English, not charts', tone_words: 'clear, friendly, confident' } },
  });
});
afterAll(async () => t?.stop());

describe('agent runtime over HTTP and WebSocket', () => {
  it('R-AGENTAPI-01 R-PROD-02 R-PROD-03 R-ENTITY-30 the catalogue lists the six agents, labelled offline engine', async () => {
    const res = await t.call('GET', '/agents', as(owner));
    expect(res.body.map((a: { slug: string }) => a.slug)).toEqual(['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo']);
    expect(res.body.every((a: { engine: string; offline: boolean }) => a.engine === 'offline engine' && a.offline)).toBe(true);
    expect(res.body.every((a: { name: string }) => typeof a.name === 'string' && a.name.length > 0)).toBe(true);
    expect((await t.call('GET', '/agents', { token: owner.token })).status).toBe(400);
  });

  it('R-AGENTAPI-04 R-AGENTAPI-06 R-AGENTAPI-16 R-AGENTAPI-17 R-ENTITY-37 R-ENTITY-40 R-ENTITY-43 R-ENTITY-45 a run streams every stage over the socket, charges credits and stores a grounded answer with an artifact', async () => {
    const before = (await t.call('GET', '/billing/credits', as(owner))).body.remaining;
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(owner), body: { message: 'Write a launch email about our new weekly marketing report', mode: 'balanced' } });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ session_id: expect.any(String), request_id: expect.any(String), credits_charged: 30 });
    const events = await collect(start.body.session_id, owner.token, (e) => e.type === 'agent_response');
    const stages = events.filter((e) => e.type === 'progress_update').map((e) => e.stage);
    expect(stages).toEqual(['agent_start', 'tool_start', 'llm_start', 'llm_end', 'tool_end', 'agent_finish']);
    expect(events.find((e) => e.stage === 'llm_end').message).toBe('Just finishing up...');
    expect(events.find((e) => e.stage === 'agent_finish').message).toBe('Wrapping up the response...');
    expect(events.some((e) => e.type === 'stream_token')).toBe(true);
    const artifact = events.find((e) => e.type === 'artifact_generated');
    expect(artifact).toMatchObject({ artifact_type: 'email', status: 'completed', download_url: expect.stringContaining('/download?') });
    const response = events.at(-1);
    expect(response.request_id).toBe(start.body.request_id);
    expect(response.email_body).toContain('Acme Analytics');
    // Grounded: the answer's sources are its chips (below), not a citation list in its text.
    expect(response.response).not.toContain('**Sources**');
    expect(response.response).not.toMatch(/^\[\d+\] (Space profile|Document: )/m);
    // The email as a person reads it: a subject line, and the company named from the space profile.
    expect(response.response).toMatch(/^Subject: \S.*$/m);
    expect(response.response).toContain(response.email_body);
    // seq numbers are strictly increasing.
    const seqs = events.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect((await t.call('GET', '/billing/credits', as(owner))).body.remaining).toBe(before - 30);

    const messages = await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner));
    expect(messages.body.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages.body[1]).toMatchObject({ engine: 'offline engine', artifacts: [expect.objectContaining({ filename: 'email.html', mime_type: 'text/html', generation_status: 'completed' })] });
    // The answer's sources as data, for chips: the space profile once, with the answers it quoted.
    expect(messages.body[0].sources).toEqual([]);
    expect(messages.body[1].sources).toEqual([{ type: 'space_profile', id: null, title: 'Space profile', passage: expect.stringContaining('Dashboards that explain your marketing numbers'), chunk_index: null }]);
    expect(Object.keys(messages.body[1].artifacts[0]).sort()).toEqual(
      ['artifact_subtype', 'artifact_type', 'created_at', 'download_url', 'error_message', 'filename', 'generated_at', 'generation_status', 'id', 'mime_type', 'size_bytes'],
    );
    const download = await fetch(`${t.url}${artifact.download_url}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('<html>');
    const tampered = await fetch(`${t.url}${artifact.download_url.replace(/sig=[^&]+/, 'sig=forged')}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(tampered.status).toBe(403);
    // A plain browser link (no bearer token) works while the signature is valid.
    expect((await fetch(`${t.url}${artifact.download_url}`)).status).toBe(200);
    const other = await registerOrg('other-downloader@other.io');
    expect((await fetch(`${t.url}${artifact.download_url}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
    // The app's preview: shown in place, but sandboxed (no script, nothing loaded) and framed only by the app.
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    const preview = await fetch(`${t.url}${artifact.download_url}&inline=1`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; frame-ancestors 'self'");
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${t.url}${artifact.download_url}&inline=yes`)).status).toBe(422);
  });

  it('reconnecting with after=<seq> replays exactly the missed events, in order', async () => {
    const start = await t.call('POST', '/agents/seo-agent/messages/async', { ...as(owner), body: { message: '# Marketing dashboards\nOur dashboards explain numbers.' } });
    const all = await collect(start.body.session_id, owner.token, (e) => e.type === 'agent_response');
    const cut = all[3].seq;
    const rest = await collect(start.body.session_id, owner.token, (e) => e.type === 'agent_response', cut);
    expect(rest.map((e) => e.seq)).toEqual(all.filter((e) => e.seq > cut).map((e) => e.seq));
  });

  it('R-AGENTAPI-07 R-AGENTAPI-02 R-AGENTAPI-03 R-ENTITY-33 R-ENTITY-34 R-ENTITY-46 polling returns new messages; a session is titled by its first message', async () => {
    let since = new Date(Date.now() - 1000).toISOString();
    const start = await t.call('POST', '/agents/creative-agent/messages/async', { ...as(owner), body: { message: '  Ads for our spring dashboard sale  ' } });
    const messages: any[] = [];
    // As the client does: each answer moves `since` to the newest message; the poll waits for the next one.
    for (let i = 0; i < 10 && !messages.some((m) => m.role === 'assistant'); i++) {
      const batch = (await t.call('GET', `/agents/sessions/${start.body.session_id}/poll?since=${encodeURIComponent(since)}`, as(owner))).body;
      messages.push(...batch);
      if (batch.length) since = batch.at(-1).created_at;
    }
    // Ads with no channel named are a Google search ad: headlines and descriptions within Google's limits, naming the company.
    const ad = messages.find((m) => m.role === 'assistant').content as string;
    expect(ad).toContain('Acme Analytics');
    const [headlines, descriptions] = ad.split(/^\*\*Descriptions\*\*.*$/m).map((part) => [...part.matchAll(/^\d+\. (.+) _\((\d+)\)_$/gm)]);
    expect(headlines!.length).toBeGreaterThanOrEqual(3);
    expect(descriptions!.length).toBeGreaterThanOrEqual(2);
    // Each piece shows its length in characters, and that length is true and within the limit.
    for (const [pieces, limit] of [[headlines!, 30], [descriptions!, 90]] as const) {
      for (const [, text, shown] of pieces) {
        expect(text!.length).toBe(Number(shown));
        expect(text!.length).toBeLessThanOrEqual(limit);
      }
    }
    const sessions = await t.call('GET', '/agents/sessions?slug=creative-agent', as(owner));
    expect(sessions.body[0]).toMatchObject({ title: 'Ads for our spring dashboard sale', agent_slug: 'creative-agent' });
    const created = await t.call('POST', '/agents/cmo/sessions/create', as(owner));
    expect(created.body).toEqual({ session_id: expect.any(String), created_at: expect.any(String) });
    const listed = await t.call('GET', '/agents/sessions?slug=cmo', as(owner));
    expect(listed.body[0].title).toBe('New Chat');
  });

  it('R-AGENTAPI-09 cancelling stops the run, records "Request cancelled by user" and refunds', async () => {
    const before = (await t.call('GET', '/billing/credits', as(owner))).body.remaining;
    const long = `Review our plan and budget. ${'We will grow with content and events. '.repeat(400)}`;
    const start = await t.call('POST', '/agents/cmo/messages/async', { ...as(owner), body: { message: long } });
    const cancel = await t.call('POST', `/agents/sessions/${start.body.session_id}/cancel`, { ...as(owner), body: { request_id: start.body.request_id } });
    expect(cancel.status).toBe(200);
    const events = await collect(start.body.session_id, owner.token, (e) => e.type === 'run_cancelled' || e.type === 'agent_response');
    expect(events.map((e) => e.type)).toContain('cancel_ack');
    expect(events.at(-1)).toMatchObject({ type: 'run_cancelled', request_id: start.body.request_id });
    const messages = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).body;
    expect(messages.at(-1).content).toBe('Request cancelled by user');
    expect((await t.call('GET', '/billing/credits', as(owner))).body.remaining).toBe(before);
  });

  it('R-AGENTAPI-19 cancel over the socket: {type: cancel, request_id} stops the run and refunds it', async () => {
    const before = (await t.call('GET', '/billing/credits', as(owner))).body.remaining;
    const start = await t.call('POST', '/agents/cmo/messages/async', { ...as(owner), body: { message: `Review our plan and budget. ${'We grow with content. '.repeat(400)}` } });
    const events = await new Promise<any[]>((resolve, reject) => {
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${start.body.session_id}?token=${owner.token}`);
      const got: any[] = [];
      const timer = setTimeout(() => reject(new Error('no cancellation')), 20_000);
      ws.onmessage = (m) => {
        const e = JSON.parse(String(m.data));
        got.push(e);
        if (e.type === 'stream_token' && !got.some((x) => x.sentCancel)) {
          got.push({ sentCancel: true });
          ws.send(JSON.stringify({ type: 'cancel', request_id: start.body.request_id }));
        }
        if (e.type === 'run_cancelled' || e.type === 'agent_response') {
          clearTimeout(timer);
          ws.close(1000);
          resolve(got);
        }
      };
    });
    expect(events.at(-1).type).toBe('run_cancelled');
    expect(events.some((e) => e.type === 'cancel_ack')).toBe(true);
    expect((await t.call('GET', '/billing/credits', as(owner))).body.remaining).toBe(before);
  });

  it('R-AGENTAPI-10 R-AGENTAPI-11 R-AGENTAPI-12 R-AGENTAPI-13 R-AGENTAPI-14 R-AGENTAPI-15 R-AGENTAPI-08 rating, regenerate, delete, continue and delete session', async () => {
    const start = await t.call('POST', '/agents/brand-voice/messages/async', { ...as(owner), body: { message: "Analyse the voice of this sample: We're friendly. We keep it short. You get answers, not charts!" } });
    await collect(start.body.session_id, owner.token, (e) => e.type === 'agent_response');
    const [question, answer] = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).body;
    const rated = await t.call('POST', `/agents/messages/${answer.id}/rating`, { ...as(owner), body: { rating: 1, feedback_categories: ['helpful'], feedback_text: 'Spot on' } });
    expect(rated.status).toBe(200);
    const regen = await t.call('POST', `/agents/messages/${answer.id}/regenerate`, as(owner));
    // Regenerate is charged like a send and answers the new version of the answer: the same sample's voice, as rules.
    expect(regen.body).toEqual({ new_message_id: expect.any(String), content: expect.stringMatching(/^Formality: conversational$/m), version: 2, request_id: expect.any(String), credits_charged: 20, transaction_id: expect.any(String) });
    const stored = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).body;
    expect(stored.find((m: { id: string }) => m.id === regen.body.new_message_id).content).toBe(regen.body.content);
    const cont = await t.call('POST', `/agents/brand-voice/messages/${regen.body.new_message_id}/continue`, as(owner));
    expect(cont.status).toBe(400);
    expect(typeof cont.body.detail).toBe('string');
    expect((await t.call('DELETE', `/agents/messages/${question.id}`, as(owner))).status).toBe(200);
    expect((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).body).toEqual([]);
    expect((await t.call('DELETE', `/agents/sessions/${start.body.session_id}`, as(owner))).status).toBe(200);
    expect((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).status).toBe(404);
  });

  it('R-ENTITY-44 the send payload takes every field of spec section 3', async () => {
    const res = await t.call('POST', '/agents/email-agent/messages/async', {
      ...as(owner),
      body: { session_id: null, message: 'All fields', referenced_document_ids: [], referenced_web_source_ids: [], brand_documents: [], brand_voice: 'Tone: warm', k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['session_id', 'request_id']));
  });

  it('insufficient credits is a 402 with the spec text, and no run starts', async () => {
    const poor = await registerOrg('poor@poor.io');
    await t.call('POST', '/billing/credits/deduct', { ...as(poor), body: { amount: 490, description: 'spent' } });
    const res = await t.call('POST', '/agents/seo-agent/messages/async', { ...as(poor), body: { message: 'Check my page', mode: 'max' } });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Insufficient credits. This operation requires 40 credits, but you only have 10 remaining.');
    // The refused send leaves no session behind.
    expect((await t.call('GET', '/agents/sessions', as(poor))).body).toHaveLength(0);
  });

  it('foreign sessions and spaces are refused over HTTP and the socket', async () => {
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(owner), body: { message: 'Private email' } });
    const other = await registerOrg('other@other-agents.io');
    expect((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(other))).status).toBe(404);
    expect((await t.call('GET', '/agents', { token: other.token, headers: { 'x-space-id': owner.spaceId } })).status).toBe(403);
    const closed = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${start.body.session_id}?token=${other.token}`);
      ws.onclose = (e) => resolve(e.code);
    });
    expect(closed).toBe(4401);
  });
});

describe('every agent, end to end', () => {
  const AGENT_MESSAGES: Record<string, string> = {
    'email-agent': 'Write a welcome email for new trial users',
    'seo-agent': '# Dashboards for marketers\n## Why\nOur dashboards explain your numbers in plain English. See https://acme.io.',
    'strategy-review-agent': 'Goal: 200 demos by Q3. Audience: B2B marketing managers. Channels: LinkedIn because buyers are there. Budget $5k per month. KPIs tracked weekly. Risk: slow sales; mitigation: partner webinars.',
    'brand-voice': "We keep things simple. You get answers, not charts. We're here when you need us.",
    'creative-agent': 'Social ads for our dashboard launch',
    cmo: 'Plan our Q3 email campaign and ads for the launch',
  };

  for (const [slug, message] of Object.entries(AGENT_MESSAGES)) {
    it(`${slug}: the socket carries every event type in order and the answer is grounded`, async () => {
      const start = await t.call('POST', `/agents/${slug}/messages/async`, { ...as(owner), body: { message } });
      expect(start.status).toBe(200);
      const events = await collect(start.body.session_id, owner.token, (e) => e.type === 'agent_response');
      expect(events[0]).toMatchObject({ type: 'progress_update', stage: 'agent_start' });
      expect(events.findIndex((e) => e.type === 'tool_output')).toBeLessThan(events.findIndex((e) => e.type === 'stream_start'));
      expect(events.findIndex((e) => e.type === 'stream_complete')).toBeLessThan(events.findIndex((e) => e.stage === 'llm_end'));
      expect(events.at(-1).type).toBe('agent_response');
      const response = events.at(-1);
      expect(response.response.length).toBeGreaterThan(40);
      const tokens = events.filter((e) => e.type === 'stream_token').map((e) => e.token).join('');
      expect(tokens).toBe(response.response);
    });
  }
});

describe('credits under concurrent runs', () => {
  it('20 concurrent runs all complete and the ledger charges each exactly once', async () => {
    const org = await registerOrg('busy@busy.io');
    const before = (await t.call('GET', '/billing/credits', as(org))).body.remaining;
    const starts = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call('POST', '/agents/creative-agent/messages/async', { ...as(org), body: { message: `Ad idea number ${i}` } })));
    expect(starts.every((s) => s.status === 200)).toBe(true);
    for (const s of starts) {
      let done = false;
      for (let i = 0; i < 50 && !done; i++) {
        const messages = (await t.call('GET', `/agents/sessions/${s.body.session_id}/messages`, as(org))).body;
        done = messages.some((m: { role: string }) => m.role === 'assistant');
        if (!done) await new Promise((r) => setTimeout(r, 50));
      }
      expect(done).toBe(true);
    }
    const after = (await t.call('GET', '/billing/credits', as(org))).body.remaining;
    expect(before - after).toBe(20 * 20);
  });
});

describe('agent configuration per space', () => {
  it('a disabled agent is "Agent not found"; the default mode and k values are kept; members cannot change it', async () => {
    const org = await registerOrg('config@config.io');
    const off = await t.call('PUT', '/agents/seo-agent/config', { ...as(org), body: { enabled: false } });
    expect(off.body).toMatchObject({ agent_slug: 'seo-agent', enabled: false, k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 });
    expect((await t.call('GET', '/agents', as(org))).body.map((a: { slug: string }) => a.slug)).not.toContain('seo-agent');
    expect((await t.call('GET', '/agents/manage', as(org))).body).toHaveLength(6);
    const refused = await t.call('POST', '/agents/seo-agent/messages/async', { ...as(org), body: { message: 'x' } });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Agent not found');
    await t.call('PUT', '/agents/email-agent/config', { ...as(org), body: { default_mode: 'premium', extra_instructions: 'Always sign as Ana.' } });
    const run = await t.call('POST', '/agents/email-agent/messages/async', { ...as(org), body: { message: 'Hello' } });
    expect(run.body.credits_charged).toBe(40);
    expect((await t.call('PUT', '/agents/email-agent/config', { ...as(org), body: { default_mode: 'turbo' } })).status).toBe(422);
  });

  it('R-OPEN-08 the catalogue tells the client each agent\'s configured mode and retrieval counts', async () => {
    const org = await registerOrg('counts@config.io');
    await t.call('PUT', '/agents/cmo/config', { ...as(org), body: { default_mode: 'medium', k_value_kb: 4 } });
    const catalogue = (await t.call('GET', '/agents', as(org))).body as { slug: string }[];
    expect(catalogue.find((a) => a.slug === 'cmo')).toMatchObject({ default_mode: 'medium', k_value_ref_docs: 5, k_value_kb: 4, k_value_url: 15 });
    expect(catalogue.find((a) => a.slug === 'email-agent')).toMatchObject({ default_mode: 'normal', k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 });
  });
});

describe('brand voice in agent runs', () => {
  it('every agent that writes follows the space brand voice; a request may bring its own', async () => {
    const org = await registerOrg('voice@voice.io');
    await t.call('PUT', '/brand-voice', { ...as(org), body: { content: 'Tone: playful, bold and brief\nDo: use short sentences.\nSign-off: Stay bold, the summer crew' } });
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(org), body: { message: 'Announce our summer offer' } });
    const events = await collect(start.body.session_id, org.token, (e) => e.type === 'agent_response');
    // The email signs off as the space's voice says.
    expect(events.at(-1).email_body).toMatch(/\n\nStay bold, the summer crew$/);
    const own = await t.call('POST', '/agents/email-agent/messages/async', { ...as(org), body: { message: 'Announce our winter offer', brand_voice: 'Tone: calm and formal\nSign-off: Yours faithfully, the winter desk' } });
    const ownEvents = await collect(own.body.session_id, org.token, (e) => e.type === 'agent_response');
    expect(ownEvents.at(-1).email_body).toMatch(/\n\nYours faithfully, the winter desk$/);
    expect(ownEvents.at(-1).response).not.toContain('Stay bold, the summer crew');
  });
});

describe('a refund gives credits back to the period', () => {
  it('after a cancelled run is refunded, used is back to what it was and total is unchanged', async () => {
    const before = (await t.call('GET', '/billing/credits', as(owner))).body;
    const usageBefore = (await t.call('GET', '/billing/analytics/usage-breakdown', as(owner))).body.total_credits_used;
    const start = await t.call('POST', '/agents/cmo/messages/async', { ...as(owner), body: { message: `Review our plan and budget. ${'We grow with events. '.repeat(400)}` } });
    expect(start.body.credits_charged).toBeGreaterThan(0);
    const charged = (await t.call('GET', '/billing/credits', as(owner))).body;
    expect(charged.used).toBe(before.used + start.body.credits_charged);
    await t.call('POST', `/agents/sessions/${start.body.session_id}/cancel`, { ...as(owner), body: { request_id: start.body.request_id } });
    const events = await collect(start.body.session_id, owner.token, (e) => e.type === 'run_cancelled' || e.type === 'agent_response');
    expect(events.at(-1).type).toBe('run_cancelled');
    const after = (await t.call('GET', '/billing/credits', as(owner))).body;
    expect({ used: after.used, total: after.total, remaining: after.remaining }).toEqual({ used: before.used, total: before.total, remaining: before.remaining });
    expect(after.remaining).toBe(after.total - after.used);
    // Usage by feature nets the refund out as well.
    expect((await t.call('GET', '/billing/analytics/usage-breakdown', as(owner))).body.total_credits_used).toBe(usageBefore);
  });
});

describe('a long poll as the server closes', () => {
  it('R-POLL-01 a waiting poll answers what it has (nothing) when the server closes, and the close does not wait out its 25 s', async () => {
    const own = await startTestServer({ offlineEnginePaceMs: 0 });
    const person = await registerOwner(own, 'closing@acme.io', 'Closing Co', { name: 'Owner', password: 'Agent-runtime-passphrase-73' });
    const sent = await own.call('POST', '/agents/email-agent/messages/async', { ...as(person), body: { message: 'Write a short welcome email for new customers' } });
    expect(sent.status).toBe(200);
    // The run's messages are all there once the session has its answer; a poll after them waits for more.
    let since = '';
    for (let i = 0; i < 100 && !since; i++) {
      const messages = (await own.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as(person))).body as { role: string; created_at: string }[];
      if (messages.some((m) => m.role === 'assistant')) since = messages.at(-1)!.created_at;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(since).not.toBe('');
    const began = performance.now();
    const waiting = own.call('GET', `/agents/sessions/${sent.body.session_id}/poll?since=${encodeURIComponent(since)}`, as(person));
    await new Promise((r) => setTimeout(r, 300));
    await own.stop();
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(performance.now() - began).toBeLessThan(15_000);
  });
});
