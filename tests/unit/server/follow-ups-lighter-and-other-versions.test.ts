import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * Follow-ups a marketer sends after a first draft: 'make it more playful', 'now a version that mentions the parking',
 * 'put the price in the title'. Each through the function the server runs for an offline run, on the engine's own
 * first answer in the picture framer's space.
 */
const notMade = /could not make (?:that|those|these) change/i;
const first = (agent: Parameters<typeof ask>[0], request: string) => {
  const r = ask(agent, request);
  return { deliverable: r.field!, brief: r.brief, request };
};

describe('R-PROD-02 a lighter tone asked after a draft', () => {
  it('"make it more playful" after an invitation: the greeting, the subject and the button say it lighter, and the answer says what changed', () => {
    const invite = first('email-agent', 'Write a short email inviting local artists to our framing open evening on 14 March.');
    const answer = ask('email-agent', 'Make it more playful', invite);
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('Hey {{first_name}},');
    expect(answer.field).toMatch(/^Subject: Free on 14 March\? /m);
    expect(answer.field).toContain('Grab your seat');
    expect(answer.field).toContain('- **When:** 14 March, [time]');
    expect(answer.draft).toContain('**What changed**');
    expect(answer.draft).toMatch(/^Here is the previous answer, with its set phrases said lighter, as far as I can offline\./);
    expect(answer.field).toContain('With care, the Mitre & Glass team');
  });

  it('"a bit more fun please" after a search ad: its calls to action say it lighter, within the limits', () => {
    const ad = first('creative-agent', 'Google Ads for our bespoke framing: 3 headlines and 2 descriptions.');
    const answer = ask('creative-agent', 'a bit more fun please', ad);
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).not.toContain('Learn more.');
    expect(answer.field).toContain('Take a look.');
    for (const d of answer.field!.match(/^\d\. .+ _\((\d+)\)_$/gm) ?? []) expect(Number(/_\((\d+)\)_$/.exec(d)![1])).toBeLessThanOrEqual(90);
  });
});

describe('R-PROD-02 a lighter tone asked of a list of lines', () => {
  it('"make them more playful" after 3 subject lines says each lighter in its own way, with its facts', () => {
    const lines = first('email-agent', '3 subject lines for our email announcing 15% off framing with code FRAME15, ends 30 June');
    const answer = ask('email-agent', 'make them more playful', lines);
    expect(answer.draft).not.toMatch(notMade);
    const said = answer.field!.split('\n').filter((l) => /^\d\.\s/.test(l));
    expect(said).toHaveLength(3);
    expect(said[0]).toMatch(/^1\. Fancy 15% off framing/);
    expect(said.filter((l) => /15% off framing/.test(l))).toHaveLength(3);
    expect(new Set(said.map((l) => l.split(/\s+/)[1]))).toHaveProperty('size', 3);
  });
});

describe('R-PROD-02 another version that says one more thing', () => {
  it('"now a version that mentions the parking" after a caption: the caption with the parking line, not a refusal', () => {
    const caption = first('creative-agent', 'An Instagram caption for our conservation glass upgrade.');
    const answer = ask('creative-agent', 'Now a version that mentions the parking', caption);
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('Parking: free for 2 hours in the Valley Road car park');
    expect(answer.field).toContain('Conservation glass upgrade costs £25.');
  });

  it('"make a second version that mentions the price" after an invitation: the invitation with the price', () => {
    const invite = first('email-agent', 'Write a short email inviting local artists to our framing open evening on 14 March.');
    const answer = ask('email-agent', 'Make a second version that mentions the price', invite);
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('£85');
    expect(answer.field).toContain('- **When:** 14 March, [time]');
  });
});

describe('R-PROD-02 a fact put into a field by what it is', () => {
  it('"put the price in the title" after meta tags: the title carries the amount, never the words "the price"', () => {
    const meta = first('seo-agent', 'Meta title and description for our bespoke framing page.');
    const answer = ask('seo-agent', 'Put the price in the title', meta);
    expect(answer.field).toMatch(/Title tag: Bespoke Framing[^\n]*£85[^\n]*\| Mitre & Glass/);
    expect(answer.field).not.toMatch(/the price \|/i);
  });
});

describe('R-PROD-02 a version for other readers that comes out as the piece before', () => {
  it('says the piece already speaks to those readers and the facts hold nothing more, instead of labelling the same text a new version', () => {
    const ads = first('seo-agent', 'Google Ads: 3 headlines and 2 descriptions for people searching "picture framing hebden bridge"');
    const once = ask('seo-agent', 'now a set aimed at photographers', ads);
    const again = { deliverable: once.field!, brief: once.brief, request: once.brief.request };
    const answer = ask('seo-agent', 'now a set aimed at photographers', again);
    expect(answer.field!.replace(/\s+/g, ' ').trim()).toBe(once.field!.replace(/\s+/g, ' ').trim());
    expect(answer.draft).toMatch(/^The piece before already speaks to photographers, and your facts hold nothing more for them, so it reads the same/);
  });

  it('"same for our trade customers" names them without "our" in the copy', () => {
    const meta = first('seo-agent', 'Meta title and description for our bespoke framing page.');
    const answer = ask('seo-agent', 'same for our trade customers', meta);
    expect(answer.draft).toMatch(/^A version for trade customers\./);
    expect(answer.field).not.toMatch(/\bOur Trade Customers\b|\bour trade customers\b/);
  });
});
