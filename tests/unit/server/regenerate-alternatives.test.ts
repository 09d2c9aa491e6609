import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import { mostDistinctVersion } from '../../../core/server/agents/tasks/distinct-version.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * A regenerate is a real alternative (R-PROD-02): the same deliverable, with its pieces, counts, offer and link,
 * but at most half of its sentences near-copies of the first answer's (three in five of their words shared).
 * Driven as the server drives it: the first answer is version 1, the regenerate the most distinct of versions 2 to 5.
 */
const PROFILE = {
  business_name: 'Suds & Paws',
  business_description: 'Suds & Paws is a mobile dog grooming van in Norwich: baths, trims and nail clipping on your driveway.',
  industry: 'Pet care',
  website: 'https://sudsandpaws.example',
  audience_primary: 'Dog owners in Norwich who work from home, and older owners who cannot drive.',
  audience_problems: 'No car big enough for the dog, long waits at grooming salons, nervous dogs in busy salons',
  offer_main: 'Dog grooming at your door',
  offer_differentiator: 'We come to you, with one dog at a time and free call-out across Norwich.',
  tone_words: 'warm, plain',
};
const PRICES = `# Suds & Paws prices

| Groom | Price |
|---|---|
| Bath and brush | £35 |
| Full groom | £55 |
| Puppy intro | £25 |

- Free call-out within the Norwich ring road.
- Every groom is one dog at a time, in the van.

"Bramble used to shake at the salon. In the van she just lies down and lets them get on with it." — Helen T., Eaton
`;
const VOICE = 'Warm and plain. Banned words: pamper, fur-baby. Sign off emails with "Wagging tails, the Suds & Paws team".';

function answerAt(agent: AgentSlug, message: string, version: number) {
  const ctx: AgentContext = { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Suds & Paws', version, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }] };
  return catalogueAnswer(agent, ctx, null);
}

function firstAndRegenerate(agent: AgentSlug, message: string) {
  const first = answerAt(agent, message, 1);
  const again = mostDistinctVersion([first.field!], 2, (version) => {
    const a = answerAt(agent, message, version);
    return { result: a, text: a.field ?? a.draft };
  });
  return { first: first.field!, again: again.field! };
}

/** Sentences as a reader compares them: lines and sentences, list marks out, three words or more. */
function sentencesOf(text: string): Set<string>[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ''))
    .flatMap((l) => l.split(/(?<=[.!?])\s+/))
    .filter((s) => s.split(/\s+/).filter((w) => /\w/.test(w)).length >= 3)
    .map((s) => new Set((s.toLowerCase().replace(/[{}*_]/g, ' ').match(/[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !['the', 'and', 'for', 'with', 'your', 'you', 'our', 'are', 'that', 'this', 'from'].includes(w))))
    .filter((s) => s.size >= 2);
}

function nearCopyShare(text: string, earlier: string): number {
  const mine = sentencesOf(text);
  const theirs = sentencesOf(earlier);
  const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length / new Set([...a, ...b]).size;
  return mine.filter((s) => theirs.some((t) => jaccard(s, t) >= 0.6)).length / Math.max(1, mine.length);
}

const numbered = (text: string) => text.split('\n').filter((l) => /^\d+\. /.test(l));

describe('R-PROD-02 a regenerate is another version, not the first reworded', () => {
  it('R-PROD-02 regenerated taglines make other claims from the facts, in the count asked', () => {
    const { first, again } = firstAndRegenerate('creative-agent', 'Suggest 5 taglines for Suds & Paws.');
    expect(numbered(first)).toHaveLength(5);
    expect(numbered(again)).toHaveLength(5);
    expect(nearCopyShare(again, first)).toBeLessThan(0.5);
    // No tagline is made up: each says something the facts say (the problem taken away, where, for whom, what is promised).
    expect(again).not.toMatch(/[£$€]\d/);
  });

  it('R-PROD-02 regenerated posts keep the code in every post and ask and offer in other sentences, not the first set reordered', () => {
    const { first, again } = firstAndRegenerate('creative-agent', 'Write 3 Instagram posts about the full groom with code WASH10 for 10% off.');
    const posts = (text: string) => text.split(/^\*\*Caption \d+\*\*.*$/m).slice(1);
    expect(posts(first)).toHaveLength(3);
    expect(posts(again)).toHaveLength(3);
    for (const post of [...posts(first), ...posts(again)]) expect(post).toContain('WASH10');
    const asks = (text: string) => text.split('\n').filter((l) => /link in bio/.test(l)).map((l) => l.replace(/[.:(]|link in bio|\)/g, '').trim());
    const before = new Set(asks(first));
    expect(asks(again).filter((a) => before.has(a)).length).toBeLessThanOrEqual(1);
    // An offer with no end date is never hurried ('before it ends').
    expect(again).not.toMatch(/before it ends/i);
    const offers = (text: string) => text.split('\n').filter((l) => /WASH10/.test(l) && !/link in bio/.test(l));
    expect(offers(again).filter((o) => offers(first).includes(o)).length).toBeLessThan(offers(again).length);
    expect(nearCopyShare(again, first)).toBeLessThan(0.8);
  });

  it('R-PROD-02 a regenerated FAQ asks the questions the first left out, in the count asked, each answered from the facts', () => {
    const { first, again } = firstAndRegenerate('seo-agent', 'Write 5 FAQs for our prices page.');
    const questions = (text: string) => text.split('\n').filter((l) => /^#{2,3} .+\?$/.test(l));
    expect(questions(first)).toHaveLength(5);
    expect(questions(again)).toHaveLength(5);
    // The most relevant question stays; most of the others are new.
    expect(questions(again).filter((q) => questions(first).includes(q)).length).toBeLessThanOrEqual(1);
    expect(nearCopyShare(again, first)).toBeLessThan(0.5);
  });
});

describe('R-PROD-02 booth lines and Nextdoor posts', () => {
  it('R-PROD-02 regenerated booth lines invite people over once, in other words than the first set', () => {
    const { first, again } = firstAndRegenerate('creative-agent', 'We have a stand at the Norwich Pet Fair in May. Give me 6 short lines for the booth banner, 6 words max each.');
    expect(numbered(first)).toHaveLength(6);
    expect(numbered(again)).toHaveLength(6);
    for (const line of [...numbered(first), ...numbered(again)]) expect(line.replace(/^\d+\. | _\(.*$/g, '').split(/\s+/).length).toBeLessThanOrEqual(6);
    // One invitation a set (a banner of 'come and talk to us' lines says nothing), and the regenerate's in other words.
    const invitations = (lines: string[]) => lines.filter((l) => /talk to us|say hello|ask us/i.test(l)).map((l) => l.replace(/^\d+\. | _\(.*$/g, ''));
    expect(invitations(numbered(first))).toHaveLength(1);
    expect(invitations(numbered(again))).toHaveLength(1);
    expect(invitations(numbered(again))[0]).not.toBe(invitations(numbered(first))[0]);
  });

  it('R-PROD-02 posts asked for Nextdoor are written for Nextdoor, without hashtags or a limit it does not publish', () => {
    const first = answerAt('creative-agent', '3 Nextdoor posts about our puppy intro groom, each under 60 words.', 1);
    expect(first.field).toMatch(/^### Nextdoor: 3 posts/m);
    expect(first.field).not.toMatch(/Facebook|#\w/);
    expect(first.field).toMatch(/^\*\*Post 1\*\*$/m);
  });
});
