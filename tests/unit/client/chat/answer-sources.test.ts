import { describe, expect, it } from 'vitest';
import { toChatMessage } from '../../../../core/domain/agents/chat-entities.ts';
import { distinctSources } from '../../../../core/domain/agents/answer-source.ts';

describe("an answer's sources, as chips", () => {
  it('maps the message view sources and drops malformed ones', () => {
    const message = toChatMessage({
      id: 'm1', role: 'assistant', content: 'Hi',
      sources: [
        { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'The grinder launches in October.', chunk_index: 2 },
        { type: 'space_profile', id: null, title: 'Space profile', passage: 'What do you sell?: Grinders', chunk_index: null },
        { type: 'script', id: 'x', title: '<img onerror>', passage: '', chunk_index: 0 },
        'junk',
      ],
    });
    expect(message.sources).toEqual([
      { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'The grinder launches in October.', chunkIndex: 2 },
      { type: 'space_profile', id: null, title: 'Space profile', passage: 'What do you sell?: Grinders', chunkIndex: null },
    ]);
    expect(toChatMessage({ id: 'm2', role: 'user', content: 'Hi' }).sources).toEqual([]);
  });

  it('shows one chip per source: a document cited twice once, the space profile at most once', () => {
    const chips = distinctSources([
      { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'First passage', chunkIndex: 0 },
      { type: 'document', id: 'd1', title: 'launch-plan.md', passage: 'Second passage', chunkIndex: 3 },
      { type: 'url', id: 'w1', title: 'Pricing page', passage: 'Twelve euros', chunkIndex: 0 },
      { type: 'space_profile', id: null, title: 'Space profile', passage: 'a', chunkIndex: null },
      { type: 'space_profile', id: null, title: 'Space profile', passage: 'b', chunkIndex: null },
    ]);
    expect(chips.map((c) => [c.title, c.passage])).toEqual([['launch-plan.md', 'First passage'], ['Pricing page', 'Twelve euros'], ['Space profile', 'a']]);
  });
});
