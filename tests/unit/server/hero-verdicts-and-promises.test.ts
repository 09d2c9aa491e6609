import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A line asked whether it is working, an outcome nobody can promise, and results counted in two-word units,
 * through the function the server runs for each offline run. The space is an office vending firm the engine's
 * wordings were not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Snackwell Vending',
  business_description: 'Snackwell Vending installs and restocks snack and coffee machines in offices across Nottingham.',
  offer_main: 'Free machine installs with a weekly restock service',
  offer_differentiator: 'Machines restocked every week by the same driver; we fix breakdowns within a working day',
  audience_primary: 'Facilities managers in Nottingham offices with 30 or more staff',
  goal_primary: 'Sign 10 new office sites by the end of March.',
  budget: '£1,200 per month',
};
const PRICES = `# Snackwell services

| Service | Price |
|---|---|
| Weekly restock | £35 a week per machine |

"Our team stopped leaving the building for coffee. Snackwell has been spot on for two years." - Dana Reid, facilities manager at Hollis Print
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'p1', title: 'snackwell-services.md', text: PRICES }];
const VOICE = 'Tone: friendly and plain.\nBanned words: revolutionary, seamless.\nSign-off: The Snackwell team';
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Snackwell', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 "is it working?" about one line', () => {
  const request = 'Give me feedback on our homepage hero: "Snacks made simple. We handle it." Is it working?';

  it('the Creative agent hands a hero asked about to a verdict on what it tells a first-time reader, not new headlines', () => {
    const answer = ask('creative-agent', request);
    expect(answer.field).toMatch(/^\*\*(?:No|Partly)\.\*\* "Snacks made simple\. We handle it\."/m);
    expect(answer.field).toMatch(/^- No: it never says whom it is for \(facilities managers\)\.$/m);
    expect(answer.field).toMatch(/^- No: it never says where you work \(Nottingham\)/m);
    expect(answer.field).toMatch(/^- No: it gives no reason to pick you over anyone else; your facts have one: "Machines restocked every week by the same driver"\.$/m);
    expect(answer.field).not.toMatch(/^1\. Snacks made simple/m);
  });

  it('offers headlines to try with a line under each, built from what the line leaves out', () => {
    const answer = ask('brand-voice', request);
    expect(answer.field).toMatch(/## (?:Two|Three) to try instead/);
    expect(answer.field).toContain('**Free machine installs for facilities managers in Nottingham**');
    expect(answer.field).toContain('Machines restocked every week by the same driver.');
    expect(answer.field!.slice(answer.field!.indexOf('to try instead'))).not.toMatch(/revolutionary|seamless/i);
  });
});

describe('R-PROD-02 an outcome nobody can honestly promise', () => {
  it('"Can you guarantee we rank #1 on Google for …?" is declined plainly, with what moves a ranking', () => {
    const answer = ask('seo-agent', 'Can you guarantee we rank #1 on Google for "office vending Nottingham"?');
    expect(answer.draft).toMatch(/^I can't promise a ranking, and nobody can honestly: Google decides where a page ranks/);
    expect(answer.field ?? '').toBe('');
    expect(answer.draft).not.toMatch(/no page to audit/i);
  });

  it('an email asked to promise something is still an email to write', () => {
    const answer = ask('email-agent', 'Write an email to facilities managers about the weekly restock.');
    expect(answer.brief.outOfRemit).toBeNull();
  });
});

describe('R-PROD-02 results counted in two words', () => {
  it('"brought 2 site contracts" counts site contracts, and a channel with none "costs £300 for no site contracts"', () => {
    const answer = ask('cmo', 'We spend £1,200 a month. LinkedIn ads cost £500 and brought 2 site contracts last quarter, referrals are free and brought 4, leaflets cost £300 and brought 0. What should we cut?');
    expect(answer.field).toMatch(/£500 ÷ 2 = £250 per site contract/);
    expect(answer.field).toMatch(/£300 for no site contracts/);
    expect(answer.field).not.toMatch(/per site\b(?! contract)|nothing back/);
  });
});

describe('R-PROD-02 a cheaper tier beside a dearer one', () => {
  it('"Should we add a cheaper plan, a restock every fortnight at £20? Worried it eats into the £35 restock" is a call on the trade it makes', () => {
    const answer = ask('strategy-review-agent', 'Should we add a cheaper plan, a restock every fortnight at £20 a week? Worried it eats into the £35 weekly restock.');
    expect(answer.field).toMatch(/^\*\*Decision:\*\* Yes, add the £20 plan \(a restock every fortnight\), with a fence around it: it pays as long as it wins at least /m);
    expect(answer.field).toContain('£35 − £20 = £15 less a week, £780 a year');
    expect(answer.field).toContain('£15 ÷ £20 = 0.75, about three in four');
    expect(answer.field).not.toMatch(/Cost: £20|pays for itself at £20/);
  });
});

describe('R-PROD-02 copy pasted for a critique goes to the check, whoever is asked', () => {
  const request = 'Critique this LinkedIn post and rewrite it: "Big news!!! Snackwell is now the BEST vending company in Nottingham. We do everything. Call us today!!!"';

  for (const agent of ['strategy-review-agent', 'cmo', 'creative-agent'] as const) {
    it(`${agent}: names the breaches and gives a fixed version, not a plan review or new posts`, () => {
      const answer = ask(agent, request);
      expect(answer.field).toMatch(/^\*\*Shouting\*\*$/m);
      expect(answer.field).toMatch(/"the BEST vending company in[^"]*": a claim nothing in your facts backs/);
      expect(answer.field).toMatch(/^\*\*A fixed version\*\*$/m);
      expect(answer.field).not.toMatch(/The plan states no goal|### LinkedIn: 1 post|Name the pieces the package needs/);
    });
  }

  it('a marketing plan pasted to Strategy for a critique is still reviewed as a plan', () => {
    const answer = ask('strategy-review-agent', 'Critique our plan: "Q1: post on LinkedIn twice a week, run Google Ads at £400 a month, and email our list monthly to reach 10 new sites."');
    expect(answer.field).not.toMatch(/^\*\*Shouting\*\*$/m);
    expect(answer.brief.task).toBe('strategy.plan-review');
  });
});

describe('R-PROD-02 a post on how the business began', () => {
  it('"why I started Snackwell" tells the start in the first person, then what it offers today; with no start in the facts it is a marked blank', () => {
    const answer = ask('creative-agent', 'Write a LinkedIn post about why I started Snackwell. Under 120 words.');
    expect(answer.field).toMatch(/^Why did I start Snackwell Vending\?$/m);
    expect(answer.field).toContain('[how and why you started Snackwell Vending: two lines in your own words]');
    expect(answer.field).toContain('Today, Snackwell Vending offers free machine installs with a weekly restock service.');
    const withStart = catalogueAnswer('creative-agent', { message: 'Write a LinkedIn post about why I started Snackwell.', mode: 'normal', profile: { ...PROFILE, business_description: 'I started Snackwell in 2019 after our office coffee machine broke for a month. We now look after 60 machines in Nottingham.' }, brandVoice: VOICE, spaceName: 'Snackwell', library: LIBRARY, version: 1 }, null)!;
    expect(withStart.field).toContain('I started Snackwell in 2019 after our office coffee machine broke for a month.');
    expect(withStart.field).not.toContain('[how and why you started');
  });
});

describe('R-PROD-02 counts, rates and asks as owners put them', () => {
  it('"Tagline ideas: 4 options, max 6 words each" is four taglines, not a tagline and four options', () => {
    const answer = ask('creative-agent', 'Tagline ideas: 4 options, max 6 words each.');
    expect(answer.brief.deliverables).toEqual([expect.objectContaining({ noun: 'tagline', count: 4 })]);
    expect(answer.draft).not.toMatch(/Two pieces/);
  });

  it('"we get 30 enquiries a month and sign 3. How do we get to 6 sites a month?" works out both ways there', () => {
    const answer = ask('strategy-review-agent', 'We get 30 enquiries a month and sign 3. How do we get to 6 sites a month?');
    expect(answer.field).toContain('3 ÷ 30 = 10% of enquiries become sites');
    expect(answer.field).toContain('6 ÷ 10% = 60 a month (30 more than today)');
    expect(answer.field).toContain('6 ÷ 30 = 20% would need to book');
    expect(answer.field).not.toMatch(/Not ready to run as written/);
  });

  it('a newsletter\'s "reminder to leave a review" asks the reader, and "a customer\'s story" tells one', () => {
    const answer = ask('email-agent', "Newsletter for our sites: a customer's story and a reminder to leave a review.");
    expect(answer.field).toMatch(/\*\*A reminder to leave a review\*\*\nIf you were happy with us, a short review helps other people find Snackwell Vending\./);
    expect(answer.field).toMatch(/\*\*A customer's story\*\*\n“Our team stopped leaving the building for coffee\./);
  });
});

describe('R-PROD-02 a purpose word that names a thing sold', () => {
  it('"captions for our engagement shoots" are about the shoots; "captions for engagement" name a purpose, not a subject', () => {
    expect(ask('creative-agent', '5 Instagram captions for our engagement shoots, under 150 characters each.').brief.topic).toBe('our engagement shoots');
    expect(ask('creative-agent', '5 Instagram captions for engagement, under 150 characters each.').brief.topic).toBeNull();
  });
});

describe('R-PROD-02 a follow-up to people who enquired', () => {
  it('"follow-up to offices that enquired but haven\'t signed" follows up the enquiry, never "thanks for the conversation"', () => {
    const answer = ask('email-agent', "Follow-up email to offices that enquired but haven't signed: first month's restock free if they sign by 28 February. Max 120 words.");
    expect(answer.field).toMatch(/^Subject: Still thinking it over\?/m);
    expect(answer.field).toContain('Thanks again for getting in touch.');
    expect(answer.field).not.toMatch(/conversation/i);
  });
});

describe('R-PROD-02 whose event it is', () => {
  it('"the trade fair on 4 March at the Motorpoint Arena" is not "Our trade fair"; "our open day on 4 March" is', () => {
    const theirs = ask('creative-agent', 'Write a 30-second radio ad for the trade fair on 4 March at the Motorpoint Arena.');
    expect(theirs.field).toMatch(/The trade fair: 4 March, the Motorpoint Arena/);
    expect(theirs.field).not.toMatch(/Our trade fair/);
    const ours = ask('creative-agent', 'Write a 30-second radio ad for our open day on 4 March at the depot.');
    expect(ours.field).toMatch(/Our open day: 4 March/);
  });
});
