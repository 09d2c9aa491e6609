import { describe, expect, it } from 'vitest';
import { answerBody, avoidWordsUsed, listItems, numbersIn, numericClaims, sentenceShare, sentences } from '../../../eval/text.ts';
import { differsFromSibling, endsWithSignOff, followsVoice, hasScore, noUntrueClaim, regenerateDiffers, ruleFailure } from '../../../eval/checks.ts';

const answer = (text: string) => ({ text, artifactTypes: [] as string[] });

describe('eval text helpers', () => {
  it('splits sentences, normalises case, whitespace and markdown, and drops fragments under 3 words', () => {
    expect(sentences('**Subject lines**\n1. Fresh coffee, every  week.  We roast on Monday!\n- Short one')).toEqual([
      'fresh coffee, every week',
      'we roast on monday',
    ]);
  });

  it('measures the share of A\'s sentences also in B', () => {
    const a = 'We roast on Monday. The box arrives by Wednesday. Pause any time you like.';
    expect(sentenceShare(a, 'we roast on MONDAY.\nSomething else entirely here.')).toBeCloseTo(1 / 3);
    expect(sentenceShare(a, a)).toBe(1);
    expect(sentenceShare(a, 'Nothing in common at all.')).toBe(0);
    expect(sentenceShare('', 'anything at all here')).toBe(1);
  });

  it('finds avoid words as whole words, case-insensitively, but not in lines stating the rule', () => {
    expect(avoidWordsUsed('Our REVOLUTIONARY beans.\nNot cheaply made.', ['revolutionary', 'cheap'])).toEqual(['revolutionary']);
    expect(avoidWordsUsed('- Avoid: synergy, cheap\n- Don\'t say revolutionary', ['synergy', 'revolutionary', 'cheap'])).toEqual([]);
  });

  it('reads every number a text states, with thousands separators and k', () => {
    expect([...numbersIn('£6,000 a month, 48 hours, £6k, 4.5 stars')]).toEqual([6000, 48, 4.5]);
  });

  it('extracts percentages, prices and customer counts, skipping metric lines', () => {
    const claims = numericClaims('Join 500+ offices.\nSave 20% today, from £49.\n| Readability | Flesch 64 |\nScore: 12/16 and 35% density\nBook a 15-minute call.');
    expect(claims.map((c) => [c.kind, c.value])).toEqual([
      ['count', 500],
      ['percentage', 20],
      ['price', 49],
    ]);
  });

  it('cuts the trailing sources block off an answer', () => {
    expect(answerBody('The answer.\n**Sources**\n[1] Document: plan.md: "Brew Club"')).toBe('The answer.');
  });

  it('counts list items, labelled items and table body rows', () => {
    expect(listItems('1. One\n- Two\n**Post 3:** Three\n| Phrase | Intent |\n|---|---|\n| office coffee | commercial |')).toEqual(['One', 'Two', 'Three', 'office coffee']);
  });
});

describe('eval checks', () => {
  it('differs-from-sibling passes at 50 % shared sentences and fails above', () => {
    const a = answer('One two three four. Five six seven eight.');
    expect(differsFromSibling(a, answer('One two three four. Nine ten eleven twelve.'), 'b').pass).toBe(true);
    expect(differsFromSibling(a, answer('One two three four. Five six seven eight. More here too.'), 'b').pass).toBe(false);
  });

  it('regenerate-differs fails an identical or near-identical answer', () => {
    const first = answer('Alpha beta gamma. Delta epsilon zeta. Eta theta iota. Kappa lambda mu. Nu xi omicron.');
    expect(regenerateDiffers(first, answer(first.text)).pass).toBe(false);
    expect(regenerateDiffers(first, answer(`${first.text} Pi rho sigma.`)).pass).toBe(false);
    expect(regenerateDiffers(first, answer('Alpha beta gamma. Something new is here. And another new line.')).pass).toBe(true);
    expect(regenerateDiffers(first, null).pass).toBe(false);
  });

  it('follows-voice wants the sign-off to close the email', () => {
    const voice = { avoid: ['cheap'], signOff: 'Brew on, the Northwind team' };
    expect(followsVoice(answer('Hi Sam,\nFresh beans weekly.\n\nBrew on,\nthe Northwind team'), voice).pass).toBe(true);
    expect(followsVoice(answer('Hi Sam,\nFresh beans weekly.\n\nBest,\nThe Northwind Roasters team'), voice).pass).toBe(false);
    expect(followsVoice(answer('Hi Sam,\nCheap beans.\n\nBrew on, the Northwind team'), voice).pass).toBe(false);
    expect(endsWithSignOff('Hi Sam,\nText.\nBrew on, the Northwind team\nMaya\n\n_Notes:_ swap the name.', voice.signOff)).toBe(true);
  });

  it('no-untrue-claim flags unsupported numbers, a brand colour and blanks for filled facts', () => {
    const grounding = { request: 'Write an email about the trial.', space: 'We charge £89 a month; 40 offices.', voiceWords: ['warm', 'plain'] };
    expect(noUntrueClaim(answer('Only £89 a month, like 40 offices already.'), grounding).pass).toBe(true);
    expect(noUntrueClaim(answer('Trusted by 300 offices.'), grounding).reason).toContain('300 offices');
    // A split of the person's own budget is arithmetic on their number; a made-up price is not.
    const budget = { ...grounding, request: 'Where should our £6,000 a month go?' };
    expect(noUntrueClaim(answer('| LinkedIn | 40 % | £2,400 |\n| Email | 20 % | £1,200 |'), budget).pass).toBe(true);
    expect(noUntrueClaim(answer('Plans start at £49.'), budget).pass).toBe(false);
    expect(noUntrueClaim(answer('| LinkedIn | 45 % | £2,400 |'), budget).pass).toBe(false);
    expect(noUntrueClaim(answer('Printed in your brand colour.'), grounding).pass).toBe(false);
    expect(noUntrueClaim(answer('No brand colour is saved yet.'), grounding).pass).toBe(true);
    expect(noUntrueClaim(answer('Buy [your product] today.'), grounding).pass).toBe(false);
    expect(noUntrueClaim(answer('Written in the voice you set (playful, bold).'), grounding).pass).toBe(false);
  });

  it('no-untrue-claim accepts the results of working the answer shows on traceable figures, step by step, and only when the sum is right', () => {
    const goal = { request: 'We have 74 students. 1 in 4 trials becomes a student.', space: 'Goal: 120 students by 31 March.', voiceWords: [] };
    expect(noUntrueClaim(answer('120 − 74 = 46 still to win.\nTrials needed: 46 ÷ 25 % = 184.'), goal).pass).toBe(true);
    // The same result without its working, a wrong sum, or working on a number from nowhere proves nothing.
    expect(noUntrueClaim(answer('You need 184 trials.'), goal).pass).toBe(false);
    expect(noUntrueClaim(answer('120 − 74 = 46 still to win.\nTrials needed: 46 ÷ 25 % = 190.'), goal).pass).toBe(false);
    expect(noUntrueClaim(answer('Trials needed: 57 ÷ 25 % = 228.'), goal).pass).toBe(false);
  });

  it('rules: score, rewrite and list', () => {
    expect(hasScore('**Score: 11/16**')).toBe(true);
    expect(hasScore('A fine plan.')).toBe(false);
    const source = 'Our beans are cheap. Act now.';
    expect(ruleFailure({ kind: 'rewrite-of', source, label: 'rewrite' }, answer(source))).toContain('identical');
    expect(ruleFailure({ kind: 'rewrite-of', source: 'One two three four. Five six seven eight.', label: 'rewrite' }, answer('One two three four. Five six seven eight. Nine ten eleven.'))).toContain('keeps 100%');
    expect(ruleFailure({ kind: 'list', min: 2, maxWords: 3, label: 'lines' }, answer('1. Short line\n2. This line is far too long to count'))).toContain('1 list item');
  });
});
