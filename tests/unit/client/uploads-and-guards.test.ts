import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { Uploader } from '../../../core/client/api/uploader.ts';
import { GuardedCall } from '../../../core/client/api/guarded-call.ts';
import { ClientLog } from '../../../core/client/logging/client-log.ts';
import { AuthState } from '../../../core/client/auth/auth-state.ts';

const file = { name: 'brief.pdf', type: 'application/pdf', size: 4, data: new Blob(['%PDF']) };

describe('upload helper (spec 7.1)', () => {
  it('R-API-21 R-API-22 posts multipart with a file field, API headers and progress', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    const progress: number[] = [];
    const result = await h.get(Uploader).upload('/knowledge-base/documents', file, (p) => progress.push(p));
    expect(result).toEqual({ id: 'doc-1', filename: 'brief.pdf' });
    const sent = h.uploads[0]!;
    expect(sent.kind).toBe('multipart');
    expect(sent.request).toMatchObject({ url: '/api/v1/knowledge-base/documents', fieldName: 'file', file });
    expect(sent.request.headers).toMatchObject({ 'X-Space-ID': 's1', Authorization: expect.stringMatching(/^Bearer /) });
    expect(progress).toEqual([50, 100]);
  });

  it('R-API-23 a signed-URL upload is a PUT of the file with its content type', async () => {
    const h = clientHarness();
    await h.get(Uploader).uploadToSignedUrl('http://files.local/put?sig=abc', file);
    expect(h.uploads[0]).toMatchObject({ kind: 'signed', request: { url: 'http://files.local/put?sig=abc', file: { type: 'application/pdf' } } });
  });
});

describe('guarded API calls (spec 5)', () => {
  it('R-VALID-23 refuses when unauthenticated', async () => {
    const h = clientHarness();
    await expect(h.get(GuardedCall).run((api) => api.get('/x'))).rejects.toMatchObject({ message: 'Authentication required' });
  });

  it('R-VALID-24 refuses during logout', async () => {
    const h = clientHarness();
    h.api.setAuthState(AuthState.LOGGING_OUT);
    await expect(h.get(GuardedCall).run((api) => api.get('/x'))).rejects.toMatchObject({ message: 'Cannot make API calls during logout' });
  });

  it('R-VALID-25 refuses when the component is gone, before or after the call', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.http.on('GET', '/billing/credits', ok({}));
    const guarded = h.get(GuardedCall);
    await expect(guarded.run((api) => api.get('/billing/credits'), () => false)).rejects.toMatchObject({ message: 'Component unmounted' });
    let mounted = true;
    const pending = guarded.run(async (api) => {
      const r = await api.get('/billing/credits');
      mounted = false;
      return r;
    }, () => mounted);
    await expect(pending).rejects.toMatchObject({ message: 'Component unmounted' });
    await expect(guarded.run((api) => api.get('/billing/credits'))).resolves.toEqual({});
  });
});

describe('frontend logging (spec 7.1)', () => {
  it('R-API-24 the frontend logging endpoint exists but is disabled: logging sends nothing', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    const before = h.http.requests.length;
    h.get(ClientLog).log('error', 'something broke');
    expect(h.http.requests.length).toBe(before);
    expect(h.http.paths()).not.toContain('POST /logging/frontend');
  });
});
