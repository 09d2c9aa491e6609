import { describe, expect, it } from 'vitest';
import type { Artifact } from '../../../core/domain/agents/artifact.ts';
import { fileActions } from '../../../web/chat/answer-actions.ts';

function file(extra: Partial<Artifact>): Artifact {
  return {
    id: 'a1', artifact_type: 'document', artifact_subtype: null, filename: 'file', mime_type: 'text/markdown', size_bytes: 10,
    generation_status: 'completed', download_url: '/files/a1', created_at: '2026-06-01T10:00:00Z', generated_at: null, error_message: null,
    ...extra,
  };
}

describe('the actions under an answer show once', () => {
  const email = file({ artifact_type: 'email', filename: 'launch-email.md', mime_type: 'text/markdown' });

  it("a completed answer's email file repeats none of the answer's Send to … as draft, Bookmark and campaign draft", () => {
    expect(fileActions(email, true)).toEqual([]);
  });

  it('a file of an answer that offers none itself (not completed) carries what its kind allows', () => {
    expect(fileActions(email, false)).toEqual(['sendToSite', 'bookmark', 'campaignDraft']);
    expect(fileActions(file({ filename: 'notes.txt', mime_type: 'text/plain' }), false)).toEqual(['campaignDraft']);
    expect(fileActions(file({ artifact_type: 'image', filename: 'banner.png', mime_type: 'image/png' }), false)).toEqual([]);
    expect(fileActions(file({ artifact_type: 'email', generation_status: 'pending', download_url: null }), false)).toEqual(['bookmark']);
  });
});
