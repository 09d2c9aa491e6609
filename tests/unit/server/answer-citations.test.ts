import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../core/server/agents/pipelines/run-pipeline.ts';
import { answerSources, catalogueSources, type FoundSource } from '../../../core/server/agents/answer-sources.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * Citations as chips: an answer's text carries no "Sources" list; its sources are stored with it (the chips,
 * each opening the cited passage), numbered as a model reads them so that its [1] points at the first chip.
 */
const FOUND: FoundSource[] = [
  { type: 'document', id: 'd1', title: 'Document: launch-plan.md', name: 'launch-plan.md', snippet: 'The Quillbright kettle launches in March.', chunkIndex: 0 },
  { type: 'document', id: 'd1', title: 'Document: launch-plan.md', name: 'launch-plan.md', snippet: 'It costs forty\neuros.', chunkIndex: 2 },
  { type: 'document', id: 'd2', title: 'Document: old-notes.md', name: 'old-notes.md', snippet: 'Notes from last year.', chunkIndex: 0 },
  { type: 'space_profile', title: 'What do you sell?', name: 'What do you sell?', snippet: 'Kettles' },
];

function context(message: string): AgentContext {
  return { message, mode: 'balanced', profile: { business_name: 'Quillbright', offer_main: 'Electric kettles' }, brandVoice: null, spaceName: 'Quillbright', sources: FOUND, referenced: [] };
}

describe('citations as chips (R-PROD-02)', () => {
  it("R-PROD-02 an older pipeline's answer ends without a Sources list; a model reads the sources numbered as the chips are", () => {
    for (const agent of ['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo']) {
      const answer = runPipeline(agent, context('Write a launch email for the kettle'));
      expect(answer.draft).not.toContain('**Sources**');
      expect(answer.draft).not.toMatch(/^\[\d+\] /m);
      expect(answer.context).toContain('Sources:\n[1] launch-plan.md: The Quillbright kettle launches in March. … It costs forty euros.\n[2] old-notes.md: Notes from last year.\n[3] Space profile: What do you sell?: Kettles');
    }
    // What the answer stores for its chips: each passage, then the space profile once.
    expect(answerSources(FOUND).map((s) => [s.title, s.chunk_index])).toEqual([['launch-plan.md', 0], ['launch-plan.md', 2], ['old-notes.md', 0], ['Space profile', null]]);
  });

  it("R-PROD-02 a catalogue answer's chips are the sources its deliverable used, with retrieval's passages, and the space profile once", () => {
    const cited = catalogueSources({
      produced: true,
      used: [
        { title: 'Space profile', kind: 'profile', id: null },
        { title: 'launch-plan.md', kind: 'document', id: 'd1' },
        { title: 'pricing.md', kind: 'document', id: 'd9' },
        { title: 'launch-plan.md', kind: 'document', id: 'd1' },
      ],
      found: FOUND,
      referenced: [{ kind: 'document', id: 'd9', title: 'pricing.md', text: '# Pricing\n\nOne kettle: forty euros.' }],
      profile: { business_name: 'Quillbright' },
    });
    // old-notes.md was found but not used: it is not cited.
    expect(cited).toEqual([
      { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'The Quillbright kettle launches in March.', chunk_index: 0 },
      { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'It costs forty\neuros.', chunk_index: 2 },
      { type: 'document', id: 'd9', title: 'pricing.md', passage: '# Pricing', chunk_index: null },
      { type: 'space_profile', id: null, title: 'Space profile', passage: 'What do you sell?: Kettles', chunk_index: null },
    ]);
    // Without a passage of the profile from retrieval, its chip shows the profile's answers.
    expect(catalogueSources({ produced: true, used: [{ title: 'Space profile', kind: 'profile', id: null }], found: [], referenced: [], profile: { business_name: 'Quillbright', offer_main: ' ' } }))
      .toEqual([{ type: 'space_profile', id: null, title: 'Space profile', passage: 'business name: Quillbright', chunk_index: null }]);
    // A deliverable that reports no sources cites the passages it was handed; a decline, with no deliverable, cites none.
    expect(catalogueSources({ produced: true, used: [], found: FOUND, referenced: [], profile: {} })).toEqual(answerSources(FOUND));
    expect(catalogueSources({ produced: false, used: [], found: FOUND, referenced: [], profile: {} })).toEqual([]);
  });
});
