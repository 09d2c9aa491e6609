import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * Words a request and a voice are written in that the engine must not misread: 'IT' in capitals is information
 * technology, not the pronoun; a title after a piece's colon is its subject, not another piece; a sign-off quoted in
 * a sentence ends at its closing quote. The space is an IT support firm for small offices.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Keystone Desk',
  business_description: 'Keystone Desk looks after the laptops, email and backups of small offices in Bath.',
  offer_main: 'Monthly support plans: Essentials £30 per user a month, Plus £50 per user a month with on-site visits',
  audience_primary: 'office managers at small professional firms',
};
const PLANS = `# Plans

| Plan | Price | What's included |
|---|---|---|
| Essentials | £30 per user a month | Remote helpdesk, email admin, daily backup |
| Plus | £50 per user a month | Everything in Essentials, on-site visits, phishing training |
| Premier | £70 per user a month | Everything in Plus, a named engineer, 24/7 server monitoring |

Free IT health check for new clients (worth £200).
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'p1', title: 'plans.md', text: PLANS }];
const VOICE = 'Calm and clear. Sign off: "Jo and the Keystone team".';
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Keystone Desk', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 acronyms, titles and quoted sign-offs read as people mean them', () => {
  it('"offering the free IT health check" is about the health check the price list offers, signed off without a stray quote', () => {
    const answer = ask('email-agent', 'Write a cold email to office managers at accountants in Bath offering the free IT health check. Under 120 words.');
    expect(answer.brief.topic).toBe('the free IT health check');
    expect(answer.field).toContain('a free IT health check for new clients (worth £200)');
    expect(answer.field).not.toMatch(/\[one line on what/);
    expect(answer.field).toMatch(/^Jo and the Keystone team$/m);
  });

  it('"Outline a blog post: how to spot a phishing email, for small firms" is one outline whose keyword leaves the audience out', () => {
    const answer = ask('seo-agent', 'Outline a blog post: how to spot a phishing email, for small accountancy firms');
    expect(answer.brief.deliverables.map((d) => d.noun)).toEqual(['outline']);
    expect(answer.field).toMatch(/^\*\*Target keyword:\*\* how to spot a phishing email$/m);
    expect(answer.field).not.toMatch(/Not done here: an email/);
  });

  it('a plan named "Essentials" in a pricing FAQ is one plan: "Essentials costs £30 per user a month"', () => {
    const answer = ask('seo-agent', 'Write 6 FAQs for our pricing page');
    expect(answer.field).toMatch(/Essentials costs £30 per user a month\./);
    expect(answer.field).not.toMatch(/Essentials cost £/);
  });
});

describe('R-PROD-02 who writes, and whose story', () => {
  const CASE = `# Case study: Marlow & Finch Solicitors

Marlow & Finch (14 staff, Bath) moved to Keystone Plus in May. Support calls fell from 30 a month to 9 within 2 months.

"Our mornings start with work, not with IT." — Helen Finch, Practice Manager
`;
  const withCase = (agent: AgentSlug, message: string) =>
    catalogueAnswer(agent, { message, mode: 'normal', profile: { ...PROFILE, business_description: 'Keystone Desk looks after the laptops of small offices in Bath. Most clients are solicitors and surveyors with 5 to 30 staff.' }, brandVoice: VOICE, spaceName: 'Keystone Desk', library: [...LIBRARY, { kind: 'document', id: 'c1', title: 'case-study-marlow-finch.md', text: CASE }], version: 1 }, null)!;

  it('"a voice guide for our new engineer who writes client emails" is one voice guide, not a guide and an email', () => {
    const answer = withCase('brand-voice', 'Write a short voice guide for our new engineer who writes client emails');
    expect(answer.brief.deliverables.map((d) => d.noun)).toEqual(['voice guide']);
    expect(answer.draft).not.toMatch(/Not done here: an email|Two pieces, as asked/);
  });

  it('"a LinkedIn post about the Finch case study" carries that customer’s words, and no other proof', () => {
    const answer = withCase('creative-agent', 'A LinkedIn post about the Finch case study');
    expect(answer.field).toContain('Helen Finch');
    expect(answer.field).not.toMatch(/Most clients are/);
  });
});

describe('R-PROD-02 search ad headlines are whole', () => {
  it('never cut inside a bracket, and a plan’s price keeps its unit when it fits 30 characters', () => {
    const CASE = '# Case study: Marlow & Finch Solicitors\n\nMarlow & Finch (14 staff, Bath) moved to Keystone Plus in May. Support calls fell from 30 a month to 9 within 2 months.\n';
    const headlines = [1, 2, 3].flatMap((version) => {
      const answer = catalogueAnswer('creative-agent', { message: 'Google search ads for the Plus plan: 5 headlines and 2 descriptions', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Keystone Desk', library: [...LIBRARY, { kind: 'document', id: 'c1', title: 'case-study.md', text: CASE }], version }, null)!;
      return (answer.field ?? '').split('**Descriptions**')[0]!.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.replace(/\s*_\(\d+\)_$/, ''));
    });
    expect(headlines).toHaveLength(15);
    for (const h of headlines) expect((h.match(/\(/g) ?? []).length).toBe((h.match(/\)/g) ?? []).length);
    expect(headlines.join('\n')).toMatch(/Plus: £50 per User a Month/);
  });
});

describe('R-PROD-02 a newsletter item that names a customer in brackets', () => {
  it('"a client win (Finch)" tells that customer’s result from the case study, not the bare name', () => {
    const CASE = '# Case study: Marlow & Finch Solicitors\n\nMarlow & Finch (14 staff, Bath) moved to Keystone Plus in May. Support calls fell from 30 a month to 9 within 2 months.\n';
    const answer = catalogueAnswer('email-agent', { message: 'Newsletter for November: a reminder about phishing training, and a client win (Finch).', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Keystone Desk', library: [...LIBRARY, { kind: 'document', id: 'c1', title: 'case-study.md', text: CASE }], version: 1 }, null)!;
    expect(answer.field).toMatch(/\*\*A client win\*\*\nMarlow & Finch \(14 staff, Bath\) moved to Keystone Plus in May: support calls fell from 30 a month to 9 within 2 months\./);
    expect(answer.field).not.toMatch(/\*\*A client win\*\*\nFinch\.\n/);
  });
});
