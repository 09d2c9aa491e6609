import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * Kinds of work a marketer asks for that have no copy to write: a term of the trade explained, and questions for
 * customer research (an interview, a survey). A holiday-cottage agency that lets cottages to guests and manages them
 * for owners, outside the eval's sets.
 */
const AGENCY: Record<string, string> = {
  business_name: 'Fellside Cottage Lets',
  business_description: 'Fellside Cottage Lets is a family-run agency in the Eden Valley, Cumbria, letting holiday cottages for their owners.',
  industry: 'Travel and hospitality: holiday lets',
  audience_primary: 'Couples and families with dogs, and cottage owners who want their cottage let for them.',
  offer_main: 'Self-catering holiday cottages, most of them dog-friendly, and full-service letting for owners.',
  budget: '£900 a month',
  channels_current: 'Email newsletter, Facebook, Instagram, Google Business Profile',
};
const PRICES = [{ kind: 'document' as const, id: 'g1', title: 'guest-prices.md', text: '# Cottages and prices\n\n- Curlew Barn (Lazonby): Low season night: £160; High season week: £1,520\n- Beck Cottage (Armathwaite): Low season night: £120; High season week: £1,100\n' }];

const answer = (agent: AgentSlug, message: string, version = 1) => {
  const result = catalogueAnswer(agent, { message, mode: 'normal', profile: AGENCY, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: PRICES, version }, null)!;
  return { ...result, field: result.field ?? '' };
};

describe('R-PROD-02 a term of the trade asked about is explained, by any agent', () => {
  it('"title tag and H1 … what\'s the difference, and does every page need both?" is the difference and the answer, not meta tags', () => {
    const a = answer('seo-agent', "Ollie keeps saying the title tag and the H1 are the same thing. What's the difference, and does every cottage page need both? Explain it simply, I'm not technical.");
    expect(a.field).toMatch(/^\*\*Title tag\*\*$/m);
    expect(a.field).toMatch(/^\*\*H1 \(the main heading\)\*\*$/m);
    expect(a.field).toContain('**The difference:** The title tag is for Google');
    expect(a.field).toContain('**Does every cottage page need both?** Yes.');
    expect(a.draft).not.toMatch(/Meta description:|To fit the limit/);
  });

  it('"cost per acquisition and lifetime value … for guests and for owners, using our own numbers" works each out from the space\'s figures, with blanks for the rest', () => {
    const a = answer('cmo', "My accountant keeps talking about 'cost per acquisition' and 'lifetime value'. Explain what they mean for us, for guests and for owners separately, using our own numbers where we have them.");
    expect(a.field).toContain('CPA = what you spent on a channel in a period ÷ the new customers it brought in that period.');
    expect(a.field).toContain('Your profile gives your marketing budget as "£900 a month": for guests, divide what you spend on winning guests');
    expect(a.field).toContain('*For guests:* your prices give what a guest spends each time (Curlew Barn, low season night: £160; Beck Cottage, low season night: £120)');
    expect(a.field).toContain('*For owners:* what an owner brings you each time is not in your facts: [what an owner spends or brings in each time]');
    expect(a.draft).not.toMatch(/focus on|Decision/);
  });

  it('a request for a piece that names a term is still that piece, and a question for our own figure is no definition', () => {
    expect(answer('seo-agent', 'Write a title tag and meta description for our dog-friendly cottages page.').field).not.toContain('The difference');
    expect(answer('cmo', 'What is our CPA on Facebook?').field).not.toMatch(/in plain words/);
  });
});

describe('R-PROD-02 strategy agent: questions for customer research', () => {
  it('"8 interview questions, open-ended, in an order that works for a 20-minute phone call" for owners who left gives eight, the reason for leaving among them', () => {
    const a = answer('strategy-review-agent', 'Three owners left us last year. I want to interview them. Write 8 interview questions, open-ended, in an order that works for a 20-minute phone call.');
    expect(a.brief.task).toBe('strategy.research-questions');
    const questions = a.field.split('\n').filter((l) => /^\d+\.\s/.test(l));
    expect(questions).toHaveLength(8);
    expect(questions.every((q) => q.trim().endsWith('?'))).toBe(true);
    expect(a.field).toContain('What was the main reason you decided to leave?');
    expect(a.draft).toContain('the 20-minute call');
    const again = answer('strategy-review-agent', 'Three owners left us last year. I want to interview them. Write 8 interview questions, open-ended, in an order that works for a 20-minute phone call.', 2);
    expect(again.field).not.toBe(a.field);
    expect(again.field).toContain('What was the main reason you decided to leave?');
  });

  it('"a survey: 6 questions, no more than 2 open-text, the rest multiple choice or a 1 to 5 scale" keeps to those limits and asks the aim', () => {
    const a = answer('strategy-review-agent', 'Design a short survey for guests after their stay: 6 questions, no more than 2 open-text, the rest multiple choice or a 1 to 5 scale. I want to find out what would make them come back in winter.');
    const questions = a.field.split('\n').filter((l) => /^\d+\.\s/.test(l));
    expect(questions).toHaveLength(6);
    expect(questions.filter((q) => q.includes('*(open text)*'))).toHaveLength(2);
    expect(questions.filter((q) => /\*\((?:scale 1 to 5|multiple choice)\)\*/.test(q))).toHaveLength(4);
    expect(a.field).toContain('What would most make you come back in winter? (choose one)');
    // The space's own channels are the options of where they heard of it.
    expect(a.field).toMatch(/^ {3}- Google Business Profile$/m);
  });
});

describe('R-PROD-02 SEO agent: keywords for what the request names, where it names', () => {
  it('"12 keywords … for winter short breaks in the Eden Valley … with a note on which page" are about winter short breaks there, with no false note of a missing piece', () => {
    const a = answer('seo-agent', 'Give me 12 keywords we should be going after for winter short breaks in the Eden Valley, grouped by search intent, with a note on which page of our site each should point to.');
    expect(a.field).toMatch(/\| winter short breaks eden valley \|/);
    expect(a.draft).not.toMatch(/it is not in this answer/);
  });
});

describe('R-PROD-02 strategy agent: a pasted plan reviewed in the parts asked, line by line', () => {
  const profile = { ...AGENCY, channels_current: 'Email newsletter to past guests, Facebook, Instagram, leaflets in village shops, a little Google Ads', channels_best: 'Email to past guests: repeat guests book direct', goal_primary: 'Fill winter midweek breaks and sign 4 new cottage owners before Easter.' };
  const plan = "Here's my plan for the winter quarter. Tell me what's strong, the 3 biggest risks, and one thing you'd cut.\n\n---\nWinter plan (Nov-Feb)\n- EDEN15 code to past guests: 15% off Sun-Thu stays, 4 emails across October and November\n- Start a TikTok account, 3 videos a week filmed by Ollie\n- Boost Facebook posts about dog-friendly cottages, £300/month\n- Owner recruitment: leaflets in 6 village shops, one open evening in January\n- Google Ads on 'dog friendly cottage Cumbria', £250/month\n---";
  const review = (version: number) => catalogueAnswer('strategy-review-agent', { message: plan, mode: 'normal', profile, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [], version }, null)!;

  it("\"what's strong, the 3 biggest risks, and one thing you'd cut\" answers those three parts from the plan's own lines and the profile", () => {
    const a = review(1);
    const field = a.field ?? '';
    expect(field).toContain("## What's strong\n- \"EDEN15 code to past guests");
    expect(field).toContain('what your profile calls your best channel ("Email to past guests: repeat guests book direct")');
    expect(field.split('## The three biggest risks')[1]!.split('\n## ')[0]!.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
    expect(field).toContain('TikTok is new to you');
    expect(field).toContain('## One thing to cut\nCut "Start a TikTok account, 3 videos a week filmed by Ollie".');
    expect(field).toContain("*The plan's stated spend: £550 a month of your £900 a month budget.*");
    expect(a.draft).not.toMatch(/does not say what the move is|\[the move\]/);
  });

  it('its regenerate gives each line its call in a table, the same judgement laid out another way', () => {
    const field = review(2).field ?? '';
    expect(field).toContain('| Start a TikTok account, 3 videos a week filmed by Ollie | Cut |');
    expect(field).toContain('| Boost Facebook posts about dog-friendly cottages, £300/month | Keep, with a target | £300 a month, no target stated |');
  });
});

describe('R-PROD-02 CMO: numbers to watch, and a list of ideas ranked', () => {
  const profile = { ...AGENCY, goal_kpis: 'Winter occupancy, share of bookings made direct, new owner enquiries, repeat-guest rate, Google review rating', goal_primary: 'Fill winter midweek breaks and sign 4 new cottage owners before Easter.', channels_current: 'Email newsletter, Facebook, Google Business Profile' };
  const ask = (message: string) => catalogueAnswer('cmo', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [], version: 1 }, null)!;

  it('"the 5 numbers I should look at every Monday morning, and what would make me act on each one" are the profile\'s KPIs, each with its trigger and what to do', () => {
    const a = ask('What are the 5 numbers I should look at every Monday morning, and what would make me act on each one?');
    const field = a.field ?? '';
    expect(field).toMatch(/^\| Number \| Act when \| What to do \|$/m);
    expect(field.split('\n').filter((l) => /^\| (?!Number|---)/.test(l))).toHaveLength(5);
    expect(field).toContain('| Google review rating | It drops below where it was, or a review of 3 stars or fewer arrives |');
    expect(field).toContain('| New owner enquiries | It comes in under three-quarters of its average of the last four weeks |');
    expect(a.draft).not.toMatch(/\*\*Decision:\*\*|focus on/);
  });

  it('"Rank these ideas …, one line of reasoning each: A, B, C, D, and E" ranks those five by the facts, each named in its own words', () => {
    const a = ask('Rank these ideas from most to least worth doing this winter, one line of reasoning each: a TikTok account, sponsoring a local walking podcast, a guest referral scheme, a £250 owner-referral bonus, and weekly Google Business Profile posts.');
    const ranked = (a.field ?? '').split('\n').filter((l) => /^\d\. \*\*/.test(l));
    expect(ranked).toHaveLength(5);
    expect(ranked[0]).toMatch(/^1\. \*\*A £250 owner-referral bonus\*\*: it speaks to your goal/);
    expect(ranked.at(-1)).toMatch(/TikTok|podcast/);
    expect(a.field).not.toMatch(/which you already sell/);
  });
});

describe('R-PROD-02 advisers: a known problem brought down, and more terms explained', () => {
  const school: Record<string, string> = { business_name: 'Clearway Driving School', business_description: 'An independent driving school in Shrewsbury.', offer_differentiator: 'A written progress card after every lesson. Two automatic cars. Pick-up from home, college or work.' };
  const ask = (agent: AgentSlug, message: string) => {
    const r = catalogueAnswer(agent, { message, mode: 'normal', profile: school, brandVoice: null, spaceName: 'Clearway Driving School', library: [], version: 1 }, null)!;
    return { ...r, field: r.field ?? '' };
  };

  it('"Late cancellations are at 9% of lessons. Give me 4 ways to bring that down, each with its downside, and tell me which one you\'d try first." gives four fixes, each with its downside, and the first to try against the 9%', () => {
    const a = ask('strategy-review-agent', "Late cancellations are at 9% of lessons. Give me 4 ways to bring that down, each with its downside, and tell me which one you'd try first.");
    expect(a.field.match(/^## \d\. /gm)).toHaveLength(4);
    expect(a.field.match(/^- \*\*Downside:\*\* /gm)).toHaveLength(4);
    expect(a.field).toContain("compare with today's 9%");
    expect(a.field).not.toMatch(/Tick the report|to fill Late cancellations/);
  });

  it('"Our Saturday mornings are overbooked and people complain about the waiting list. What are the top 3 things marketing can do about it?" gives three ways to spread the demand, not a generic priority', () => {
    for (const agent of ['cmo', 'strategy-review-agent'] as const) {
      const a = ask(agent, 'Our Saturday mornings are overbooked and people complain about the waiting list. What are the top 3 things marketing can do about it?');
      expect(a.field.match(/^## \d\. /gm), agent).toHaveLength(3);
      expect(a.field.match(/^- \*\*Downside:\*\* /gm), agent).toHaveLength(3);
      expect(a.field, agent).toMatch(/quiet/i);
      expect(a.draft, agent).toMatch(/^Three ways to spread demand away from the busiest times/);
      expect(a.draft, agent).not.toMatch(/1 priorities|Lead every piece with what sets you apart/);
    }
  });

  it('"What actually is the local pack, and what decides who shows up in it?" is explained, with what decides it, not an audit with no page', () => {
    const a = ask('seo-agent', "Everyone keeps telling me the 'local pack' matters more than my website. What actually is the local pack, and what decides who shows up in it? Under 200 words please, I'm a driving instructor not a techie.");
    expect(a.field).toContain('**What decides who shows up in it?** Google weighs three things: relevance');
    expect(a.draft).not.toMatch(/no page to audit/);
  });

  it('"What does \'share of voice\' mean, and is it worth a school our size tracking it?" is answered, yes or no, for a business that size', () => {
    const a = ask('cmo', "What does 'share of voice' mean, and is it worth a school our size tracking it? Short answer please.");
    expect(a.field).toContain('**Is it worth a school our size tracking it?** Not as a paid metric at your size.');
  });

  it("a survey's aim is asked with what the profile says sets the business apart as its options", () => {
    const a = ask('strategy-review-agent', 'Survey for parents who pay for lessons: 5 questions max, only 1 open-text, the rest a 1 to 5 scale or multiple choice. I want to know what would make them recommend us.');
    expect(a.brief.task).toBe('strategy.research-questions');
    expect(a.field).toContain('What would most make you recommend us? (choose one)');
    expect(a.field).toMatch(/^ {3}- A written progress card after every lesson$/m);
    expect(a.field.split('\n').filter((l) => /^\d+\.\s/.test(l))).toHaveLength(5);
  });
});

describe('R-PROD-02 KPI triggers asked in other words', () => {
  it('"Which 4 numbers …, and what level of each would make me do something about it?" gives four, each with its trigger', () => {
    const r = catalogueAnswer('cmo', { message: 'Which 4 numbers should I look at every Friday afternoon, and what level of each would make me do something about it?', mode: 'normal', profile: AGENCY, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [], version: 1 }, null)!;
    const rows = (r.field ?? '').split('\n').filter((l) => /^\| (?!Number|---)/.test(l));
    expect(rows).toHaveLength(4);
    expect(r.field).toMatch(/^\| Number \| Act when \| What to do \|$/m);
  });
});

describe('R-PROD-02 a term worked out from the business\'s own results table', () => {
  it('"what cost per acquisition means for us" with a results table gives each channel\'s spend ÷ its results', () => {
    const doc = { kind: 'document' as const, id: 'r1', title: 'Q3 results (internal).md', text: '# Q3 results (internal)\n\n| Channel | Spend | Booked jobs |\n|---|---|---|\n| Google Ads | £1,800 | 14 |\n| Leaflets | £300 | 4 |\n' };
    const r = catalogueAnswer('cmo', { message: 'Explain what cost per acquisition means for us.', mode: 'normal', profile: AGENCY, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [], referenced: [doc], version: 1 }, null)!;
    expect(r.field).toContain('- Google Ads: £1,800 ÷ 14 booked jobs = £129 per booked job');
    expect(r.field).toContain('- Leaflets: £300 ÷ 4 booked jobs = £75 per booked job');
  });
});

describe('R-PROD-02 strategy: first visits that do not turn into a package get the usual ways to lift that, not a go/no-go call', () => {
  it('"Only about 30% of taster classes go on to a 10-class pass. What\'s going wrong and what 3 things should we test?" gives three tests against today\'s 30%', () => {
    const profile = { business_name: 'Stillwater Yoga', offer_main: 'Yoga classes: taster class £8, 10-class pass £90', goal_primary: 'Lift taster-to-pass conversion to 40% by September' };
    const a = catalogueAnswer('strategy-review-agent', { message: "Only about 30% of people who come to a taster class go on to buy a 10-class pass. What's going wrong and what 3 things should we test?", mode: 'normal', profile, brandVoice: null, spaceName: 'Stillwater', library: [], version: 1 }, null)!;
    expect(a.field!.match(/^## \d\. /gm)).toHaveLength(3);
    expect(a.field!.match(/^- \*\*Downside:\*\* /gm)).toHaveLength(3);
    expect(a.field).toContain("compare with today's 30%");
    expect(a.draft).not.toMatch(/Go, as a test with a stop rule/);
  });
});
