import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../support/client-harness.ts';
import { ok, fail } from '../../support/scripted-http.ts';
import { AssetsService } from '../../../core/client/assets/assets-service.ts';
import { ArtifactPreviewsViewModel } from '../../../web/chat/artifact-previews.view-model.ts';
import type { Artifact } from '../../../core/domain/agents/artifact.ts';

const artifact = (id: string, mime_type: string, filename: string): Artifact => ({
  id, artifact_type: 'report', artifact_subtype: null, filename, mime_type, size_bytes: 10, generation_status: 'completed',
  download_url: `/api/v1/agents/artifacts/${id}/download?expires=9&sig=s`, created_at: '', generated_at: null, error_message: null,
});

describe('artifact previews in the chat', () => {
  it('opens a CSV as rows read through the signed inline link, an HTML file as a sandboxed frame address, and closes again', async () => {
    const h = clientHarness();
    h.http.on('GET', '/agents/artifacts/c1/download?expires=9&sig=s&inline=1', ok('keyword,volume\nsourdough,1200\n'));
    const vm = new ArtifactPreviewsViewModel(h.get(AssetsService));
    const csv = artifact('c1', 'text/csv', 'keywords.csv');
    await vm.toggle(csv);
    expect(vm.previewOf(csv)).toMatchObject({ kind: 'csv', rows: [['keyword', 'volume'], ['sourdough', '1200']], error: null });
    const html = artifact('h1', 'text/html', 'email.html');
    await vm.toggle(html);
    expect(vm.previewOf(html)).toMatchObject({ kind: 'html', url: '/api/v1/agents/artifacts/h1/download?expires=9&sig=s&inline=1' });
    await vm.toggle(csv);
    expect(vm.isOpen(csv)).toBe(false);
  });

  it('a preview that cannot load says so and points to the download', async () => {
    const h = clientHarness();
    h.http.on('GET', '/agents/artifacts/m1/download?expires=9&sig=s&inline=1', fail(403));
    const vm = new ArtifactPreviewsViewModel(h.get(AssetsService));
    const md = artifact('m1', 'text/markdown', 'plan.md');
    await vm.toggle(md);
    expect(vm.previewOf(md)?.error).toBe('The preview could not be loaded; download the file instead');
  });
});
