import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * Requests phrased as marketers phrase them, outside the eval's sets: each must get the piece asked for, read from
 * the space's own words. Two spaces: a coffee roaster whose profile says what buyers may do ('pause or skip any
 * time') and what worries them ('not knowing which origin suits their brew method'), and a florist whose KPIs carry
 * their own figures in brackets.
 */
const ROASTER: Record<string, string> = {
  business_name: 'Kiln Street Coffee',
  business_description: 'Kiln Street Coffee is a small-batch roaster in Leeds selling single-origin beans online and by subscription.',
  industry: 'Food and drink: specialty coffee',
  audience_primary: 'Home brewers in the UK who own a grinder.',
  audience_problems: 'Stale supermarket beans, not knowing which origin suits their brew method, and subscriptions they cannot pause',
  offer_main: 'A coffee subscription: 250 g of freshly roasted beans every 2 weeks, from £9.50 a bag, pause or skip any time.',
  competitors: 'Pact Coffee, Square Mile',
};

const FLORIST: Record<string, string> = {
  business_name: 'Hazel & Fern',
  business_description: 'Hazel & Fern is a family florist in Ludlow doing weddings, shop bouquets and weekly office flowers.',
  goal_kpis: 'Consultations per month (currently about 6, want 10), weddings booked, number of corporate weekly contracts (currently 11)',
  channels_current: 'Instagram, wedding fairs, Google Business Profile',
};
const FLORIST_PRICES = [{ kind: 'document' as const, id: 'p1', title: 'prices.md', text: '# Prices\n\n- Minimum wedding order: £600\n- Hand-tied bouquet: £35\n' }];

const answer = (agent: AgentSlug, message: string, profile: Record<string, string>, library = [] as typeof FLORIST_PRICES) => {
  const result = catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: profile.business_name!, library, version: 1 }, null)!;
  return { ...result, field: result.field ?? '' };
};

describe('R-PROD-02 SEO agent: blog topics asked for are blog topics', () => {
  it('"five blog topics that would rank for …" gives five blog post ideas, not a keyword list', () => {
    const a = answer('seo-agent', 'Suggest five blog topics that would rank for specialty coffee subscriptions.', ROASTER);
    expect(a.brief.task).toBe('seo.ideas');
    expect(a.draft).toMatch(/^Five blog post ideas/m);
    expect(a.field.match(/^\| \d+ \|/gm)).toHaveLength(5);
    expect(a.field).not.toMatch(/keyword ideas|Navigational/);
  });

  it('"I want 8 topics, with the search phrase each one is aiming at" gives eight ideas with their keywords', () => {
    const a = answer('seo-agent', 'Give me ideas for blog posts that would bring home brewers to our website. I want 8 topics, with the search phrase each one is aiming at.', ROASTER);
    expect(a.brief.task).toBe('seo.ideas');
    expect(a.field).toMatch(/^\| # \| Working title \| Primary keyword \|/m);
    expect(a.field.match(/^\| \d+ \|/gm)).toHaveLength(8);
  });

  it('"rank for around pour-over brewing" is about pour-over brewing, taught rather than sold', () => {
    const a = answer('seo-agent', 'Give me 8 blog post ideas we could rank for around pour-over brewing.', ROASTER);
    expect(a.field).toContain("| Pour-Over Brewing: A Beginner's Guide | pour-over brewing |");
    expect(a.field).not.toMatch(/Around Pour-Over|Choosing Pour-Over|Pour-Over Brewing Prices/);
  });

  it("what buyers may do ('pause or skip any time') is no product, and a doubt is searched as its question", () => {
    const ideas = [1, 2, 3].map((version) => catalogueAnswer('seo-agent', { message: 'Give me 12 blog post ideas.', mode: 'normal', profile: ROASTER, brandVoice: null, spaceName: 'Kiln Street Coffee', library: [], version }, null)!.field ?? '').join('\n');
    expect(ideas).not.toMatch(/\| Pause\b|Or Pause|a Pause\b/);
    expect(ideas).toContain('| Which Origin Suits Your Brew Method? How to Tell | which origin suits my brew method |');
    expect(ideas).not.toMatch(/not knowing/i);
    const keywords = answer('seo-agent', 'What keywords should we target for coffee subscriptions?', ROASTER).field;
    expect(keywords).toContain('which origin suits my brew method');
    expect(keywords).toContain('subscriptions you can pause');
    expect(keywords).not.toMatch(/not knowing|what causes subscriptions/);
  });
});

describe('R-PROD-02 SEO agent: ideas from a price list with sizes and a problem about feelings', () => {
  it("'Hand-tied bouquet, small' and '…, medium' are one product, and 'Couples are overwhelmed by Pinterest' is searched as the feeling", () => {
    const profile = { ...FLORIST, audience_problems: 'Couples are overwhelmed by Pinterest and worried their budget will not stretch.' };
    const library = [{ kind: 'document' as const, id: 'p2', title: 'prices.md', text: '# Prices\n\n- Hand-tied bouquet, small: £35\n- Hand-tied bouquet, medium: £50\n- Wedding consultation: free\n' }];
    const ideas = [1, 2].map((version) => catalogueAnswer('seo-agent', { message: 'Give me 10 blog post ideas.', mode: 'normal', profile, brandVoice: null, spaceName: 'Hazel & Fern', library, version }, null)!.field ?? '').join('\n');
    expect(ideas).not.toMatch(/Bouquet, Small|Small or Hand-Tied|How to Avoid Couples/);
    expect(ideas).toContain('| Overwhelmed by Pinterest? Where to Start | overwhelmed by pinterest |');
  });
});

describe('R-PROD-02 SEO agent: flowers are a thing sold, not people', () => {
  it('a post "for our corporate weekly flowers" is about them, and is not addressed to them', () => {
    const library = [{ kind: 'document' as const, id: 'p3', title: 'prices.md', text: '# Prices\n\n- Corporate weekly flowers: reception arrangement, weekly refresh, £45 a week\n' }];
    const a = answer('seo-agent', 'I need a Google Business Profile post for our corporate weekly flowers, 1,500 characters max, with a call to action.', FLORIST, library);
    expect(a.draft).toMatch(/^One Google Business Profile post for our corporate weekly flowers\./m);
    expect(a.field).toContain('£45 a week');
    expect(a.field).not.toMatch(/^For our corporate weekly flowers:/m);
  });
});

describe('R-PROD-02 SEO agent: a phrase the business already targets is not given back', () => {
  it('keywords "apart from \"coffee subscription UK\"" leave that phrase out', () => {
    const a = answer('seo-agent', 'What keywords should we be going after apart from "coffee subscription UK"? Give me 15, grouped by intent.', ROASTER);
    expect(a.field).not.toMatch(/coffee subscription uk/i);
    expect(a.field.match(/^\| \d+ \|/gm)?.length).toBeGreaterThanOrEqual(10);
  });
});

describe('R-PROD-02 SEO agent: search ads written as asked', () => {
  it('"3 responsive search ad sets: 15 headlines and 4 descriptions per set" is written as the ads (paid search beside organic), not answered with business descriptions', () => {
    const a = answer('seo-agent', 'Write 3 Google Ads responsive search ad sets for "wedding florist Ludlow": 15 headlines (30 characters max each) and 4 descriptions (90 characters max each) per set.', FLORIST);
    expect(a.draft).toMatch(/^Three Google responsive search ads, each arguing different lines/m);
    expect(a.field).toContain('### Ad 3');
    expect(a.draft).not.toMatch(/versions of the description/);
  });
});

describe('R-PROD-02 strategy: measures and calls from the figures the space gives', () => {
  it("a KPI's own figures in brackets are its row's today and target, and its commas do not split it", () => {
    const a = answer('strategy-review-agent', 'What should we measure each month? 3 numbers max.', FLORIST);
    expect(a.field).toContain('| Consultations per month | about 6 | **10** | Your profile: "currently about 6, want 10". |');
    expect(a.field).toContain('| number of corporate weekly contracts | 11 | [target a month] |');
    expect(a.field).not.toMatch(/^\| want 10\)/m);
  });

  it('"how do we stop losing bouquet sales to M&S and Waitrose?" is positioning against those two, not a channel cut', () => {
    const a = answer('strategy-review-agent', 'How do we stop losing everyday bouquet sales to M&S and Waitrose? Or should we just not bother with that end of the market?', FLORIST, FLORIST_PRICES);
    expect(a.field).toMatch(/^\*\*Decision:\*\* Position Hazel & Fern against M&S and Waitrose on /m);
    expect(a.field).toMatch(/^\| \| Hazel & Fern \(your facts\) \| M&S \| Waitrose \|$/m);
    expect(a.field).not.toMatch(/Cut |Stop /);
  });

  it('"review our plan for next quarter: spend £1,600 a month on Google Ads, …" reviews that plan, not a document whose title says "plans"', () => {
    const library = [{ kind: 'document' as const, id: 'd1', title: 'hazel-plans-and-case-studies.md', text: '# Plans\n\n- Weekly office flowers: £45 a week\n' }];
    const a = catalogueAnswer('strategy-review-agent', { message: 'Review our plan for next quarter: spend £1,600 a month on Google Ads, £400 on LinkedIn ads, do two wedding fairs and run a spring workshop. Where is it weakest?', mode: 'normal', profile: FLORIST, brandVoice: null, spaceName: 'Hazel & Fern', library, referenced: library, version: 1 }, null)!;
    expect(a.field).toMatch(/^Reviewed: the plan in your message\.$/m);
    expect(a.field).toContain('Google Ads takes £1,600 ÷ £2,000 = 80 % of the money');
  });

  it('"positioning of us vs X and Y, and tell me which kind of firm to stop chasing" compares X and Y only', () => {
    const a = answer('strategy-review-agent', 'Can you do a quick positioning comparison of us vs Bloomhouse and The Flower Barn, and tell me which kind of customer we should stop chasing?', FLORIST, FLORIST_PRICES);
    expect(a.field).toMatch(/^\| \| Hazel & Fern \(your facts\) \| Bloomhouse \| Flower Barn \|$/m);
    expect(a.field).not.toMatch(/Tell me which/i);
  });

  it('"is a £600 wedding consultation the right offer, or should we make it free?" weighs the paid and the free one, and gives nothing away on the paid one', () => {
    const library = [{ kind: 'document' as const, id: 'p6', title: 'prices.md', text: '# Prices\n\n- Wedding design consultation: £600\n- Hand-tied bouquet: £35\n' }];
    const a = answer('strategy-review-agent', 'Is a £600 wedding design consultation the right "foot in the door" offer, or should we make it free? Give me the case for each.', FLORIST, library);
    expect(a.field).toMatch(/^\*\*Decision:\*\* (?:Offer|Go with) (?:a £600 wedding design consultation|a free wedding design consultation), not (?:a free wedding design consultation|a £600 wedding design consultation)\./m);
    expect(a.field).not.toMatch(/100 % of the price given away|Is a £600|should we make it free/);
  });

  it('"we\'ve been asked to sponsor the town show for £3,000: good use of money, or vanity?" is answered on what £3,000 must bring back', () => {
    const a = answer('cmo', "We've been asked to sponsor the Ludlow Food Festival for £3,000. Good use of money for a firm our size, or vanity? What would we need to get out of it?", FLORIST, FLORIST_PRICES);
    expect(a.field).toMatch(/^\*\*Decision:\*\* .*sponsor the Ludlow Food Festival/m);
    expect(a.field).toContain('To pay for itself it must bring in £3,000');
    expect(a.field).not.toMatch(/focus on the channel your profile says/);
  });

  it('a sponsorship offered after other sentences keeps the period its sum is paid for ("£3,000 a year")', () => {
    const a = answer('cmo', "Our shop had a quiet spring. We've been asked to sponsor the Ludlow Food Festival for £3,000 a year. Good use of money, or vanity?", FLORIST, FLORIST_PRICES);
    expect(a.field).toContain('Cost: £3,000 a year (your figure)');
  });

  it('"are wedding fairs still worth it?" is answered on what the last fairs cost and brought', () => {
    const a = answer('strategy-review-agent', 'Are wedding fairs still worth it? They cost us £350 each, and we got 4 bookings from the last two.', FLORIST, FLORIST_PRICES);
    expect(a.field).toMatch(/^\*\*Decision:\*\* Yes: keep doing wedding fairs\. Your last 2 cost £700 and brought 4 bookings: £700 ÷ 4 = £175 a booking; Minimum wedding order alone is £600\./m);
    expect(a.field).not.toContain('[the move]');
  });

  it("a choice said as two clauses ('X want £1,900 for …, or I could spend that on …') is weighed as two options, and a year's listing is no week-by-week spend", () => {
    const a = answer('cmo', 'I have to decide this week. Bridebook want £1,900 for a year of their premium listing, or I could spend that on a part-time freelancer doing our Instagram for 4 months. Which one, and why?', FLORIST);
    expect(a.field).toMatch(/^\*\*Decision:\*\* Go with (?:a year of Bridebook's premium listing \(£1,900\)|a part-time freelancer doing our Instagram for 4 months), not /m);
    expect(a.field).not.toMatch(/How to split|Hire a year|can be stopped in a week/);
  });
});

describe('R-PROD-02 email agent: an occasion email is about the occasion', () => {
  it("\"our Mother's Day email for the newsletter list\" is about Mother's Day, for nobody called 'delivery', ending when orders close", () => {
    const a = answer('email-agent', "Write our Mother's Day email for the newsletter list. Orders close Thursday 12th at 5pm for delivery, and people can still collect from the shop on the Saturday. Give 10% off online orders with the code MUM10.", FLORIST);
    expect(a.draft).toMatch(/^A promotional email about Mother's Day, carrying 10% off online orders with code MUM10/m);
    expect(a.field).toContain('MUM10');
    expect(a.field).toContain('Thursday 12th at 5pm');
    expect(a.draft).not.toMatch(/newsletter list|delivery, and people|close Thursday/);
  });
});

describe('R-PROD-02 email agent: notes to the writer are not copy', () => {
  it('a thank-you with "About 40 people scanned their badges. Not salesy, offer them the free check." thanks them and offers the check, without echoing the notes', () => {
    const a = answer('email-agent', 'Help me write the thank-you email to everyone who visited our stand at the Ludlow Wedding Show yesterday. About 40 people scanned their badges. Not salesy, offer them the free 30-minute design chat.', FLORIST);
    expect(a.field).toContain('Thank you for visiting our stand at the Ludlow Wedding Show yesterday.');
    expect(a.field).toContain("We'd like to offer you the free 30-minute design chat.");
    expect(a.field).not.toMatch(/scanned|salesy|About:/);
  });
});

describe('R-PROD-02 email agent: what readers already got is not a piece to write', () => {
  it('a nurture sequence "for people who downloaded our \'What should a wedding cost?\' guide" is three emails, with no guide to decline', () => {
    const a = answer('email-agent', "Can you write a 3-email nurture sequence for people who downloaded our 'What should wedding flowers cost?' guide from the website? Spaced over 10 days.", FLORIST);
    expect(a.draft).not.toMatch(/Two pieces|A guide is not written/);
    expect(a.field.match(/^### Email \d of 3/gm)).toHaveLength(3);
  });
});

describe('R-PROD-02 email agent: managing a member of staff is not marketing', () => {
  it('"one of our florists has been late three times; draft a note to her about it" is declined plainly, not met with "paste your draft"', () => {
    const a = answer('email-agent', "One of our florists has been late to weddings twice this month. Can you draft a note to her from me about it? Firm but fair.", FLORIST);
    expect(a.draft).toMatch(/^I can't help with a note to a member of staff about their work here: it is outside what the marketing agents do/m);
  });

  it('a marketing email that mentions staff being on time is still written', () => {
    const a = answer('email-agent', 'Our florists are never late: write an email to couples about our setting-up times on the wedding day.', FLORIST);
    expect(a.draft).not.toMatch(/I can't help/);
  });
});

describe('R-PROD-02 every agent: paperwork outside marketing is declined plainly', () => {
  const paperwork: [string, string][] = [
    ['Draft the waiver form customers sign before a workshop.', 'waiver'],
    ['Draft a grant application to the Arts Council fund.', 'grant application'],
    ['Write a letter to the council objecting to the new car park.', 'council'],
    ['Write a reference letter for a florist who is leaving.', 'reference'],
    ['Draft minutes for our board meeting.', 'minutes'],
    ['Write the accident report for a customer who slipped yesterday.', 'accident report'],
  ];
  for (const agent of ['email-agent', 'creative-agent', 'brand-voice', 'cmo', 'seo-agent', 'strategy-review-agent'] as const) {
    it(`${agent} declines each, naming it`, () => {
      for (const [message, word] of paperwork) expect(answer(agent, message, FLORIST).draft).toMatch(new RegExp(`^I can't help with [^:]*\\b${word}\\b[^:]* here: it is outside what the marketing agents do`, 'm'));
    });
  }

  it('marketing work that mentions the council, an accountant or minutes is still written', () => {
    expect(answer('email-agent', 'Send an email to the council members who came to our open day.', FLORIST).draft).not.toMatch(/I can't help/);
    expect(answer('email-agent', 'Write an email to our accountant clients about wedding season.', FLORIST).draft).not.toMatch(/I can't help/);
    expect(answer('creative-agent', 'Write 3 posts about the minutes you save with our weekly delivery.', FLORIST).draft).not.toMatch(/I can't help/);
  });
});

describe('R-PROD-02 common asks read as asked', () => {
  it('"the 3 biggest risks in moving our ad budget from Instagram to TikTok" gets the risks, not a budget split', () => {
    const a = answer('strategy-review-agent', 'What are the 3 biggest risks in moving our ad budget from Instagram to TikTok?', FLORIST);
    expect(a.brief.task).toBe('strategy.move-risks');
    expect(a.draft).not.toMatch(/split of/);
  });

  it('"Audit our homepage copy: \"…\"" audits the quoted copy instead of saying there is no page to audit', () => {
    const a = answer('seo-agent', 'Audit our homepage copy: "Hazel & Fern - the best florist in Ludlow! Come and see us."', FLORIST);
    expect(a.draft).not.toMatch(/no page to audit/);
  });

  it('"write an email to let members know" is addressed to nobody called "let members"', () => {
    const a = answer('email-agent', 'We are closing the shop for a refit next Monday. Write an email to let members know.', FLORIST);
    expect(a.draft).not.toMatch(/let members/);
  });
});

describe('R-PROD-02 email agent: a price with a thousands comma stays one price', () => {
  it('subject lines built from "£1,200 to £3,500" never say "£1" or "200 to £3"', () => {
    const library = [{ kind: 'document' as const, id: 'w1', title: 'weddings.md', text: '# Weddings\n\n- Wedding flowers: bouquets and arches, typical spend £1,200 to £3,500\n' }];
    const a = answer('email-agent', 'Give me 5 subject line ideas for our newsletter about wedding flowers.', FLORIST, library);
    expect(a.field).toMatch(/£1,200/);
    expect(a.field).not.toMatch(/£1(?![,\d])|\b200 to £3(?![,\d])/);
  });
});

describe('R-PROD-02 creative agent: ideas asked for by number, one line each', () => {
  it('"10 ideas, each one a single line" gives ten numbered lines, none the same, or says how many the facts hold', () => {
    const library = [{ kind: 'document' as const, id: 'p4', title: 'prices.md', text: '# Prices\n\n- Hand-tied bouquet: £35\n- Wedding consultation: free, 45 minutes\n- Wreath workshop: £65 per person\n\n## Reviews\n\n"They did our wedding flowers for £1,400 and every guest asked who our florist was." - Amy, Ludlow\n' }];
    const a = answer('creative-agent', 'Give me ideas for Instagram Reels we could film in the shop. 10 ideas, each one a single line.', FLORIST, library);
    const lines = a.field.split('\n').filter((l) => /^\d+\. /.test(l));
    const headlines = lines.map((l) => /^\d+\. \*\*(.+?)\*\*/.exec(l)?.[1]);
    expect(new Set(headlines).size).toBe(lines.length);
    if (lines.length < 10) expect(a.draft).toContain(`Your facts give ${lines.length} distinct ideas, not 10`);
    else expect(lines).toHaveLength(10);
    expect(a.field).not.toMatch(/^## /m);
  });
});

describe('R-PROD-02 creative agent: a radio slot is where an ad runs, not what it is about', () => {
  it("a 30-second ad \"for Radio Shropshire's local business slot, for the hen party workshops\" is about the workshops", () => {
    const library = [{ kind: 'document' as const, id: 'p5', title: 'prices.md', text: '# Prices\n\n- Hen party private workshop: £50 per person (minimum 6 people)\n- Hand-tied bouquet: £35\n' }];
    const a = answer('creative-agent', "I need a 30-second radio ad for Radio Shropshire's local business slot, for the hen party workshops. Include the website at the end.", FLORIST, library);
    expect(a.draft).toMatch(/^A 30-second radio ad script for the hen party workshops/m);
    expect(a.field).toContain('£50 per person');
    expect(a.draft).not.toContain('local business slot');
  });
});

describe("R-PROD-02 creative agent: a post about a client's story leads with that client's words", () => {
  it('"a LinkedIn post about 2 years of doing the flowers for Severn Vale Accountants" quotes their review, signed on the line under it', () => {
    const library = [{ kind: 'document' as const, id: 'r1', title: 'reviews.md', text: '# Reviews\n\n> "We have had the weekly reception flowers for two years now. Never missed a Monday."\n> Priya Shah, office manager, Severn Vale Accountants (Google review, 5 stars)\n\n# Prices\n\n- Weekly reception flowers: £45 a week\n' }];
    const a = answer('creative-agent', 'Write a LinkedIn post from Carol about 2 years of doing the flowers for Severn Vale Accountants every Monday. Under 150 words.', FLORIST, library);
    expect(a.field).toMatch(/^“We have had the weekly reception flowers for two years now\. Never missed a Monday\.” – Priya Shah, office manager, Severn Vale Accountants/m);
    expect(a.field).not.toMatch(/^For Severn Vale Accountants:/m);
  });
});

describe('R-PROD-02 creative agent: a printed one-pager is print copy, and "fit on one page" is its size', () => {
  it('"the copy for a printed A4 one-pager … needs to fit on one page" is written, not declined as "a one page"', () => {
    const a = answer('creative-agent', 'Write the copy for a printed A4 one-pager we can leave at wedding fairs. Headline, a short body and a call to action. Needs to fit on one page so keep it tight.', FLORIST, FLORIST_PRICES);
    expect(a.draft).not.toMatch(/I can't write a one page/);
    expect(a.field).toMatch(/^\*\*Headline:\*\* /m);
    expect(a.field).toMatch(/^\*\*Call to action:\*\* /m);
  });
});

describe('R-PROD-02 CMO: a week-by-week plan for a goal is written, with the time and money the request gives', () => {
  it('"a 12-week marketing plan … week by week" is a 12-week plan for that goal, its time rows Jess\'s and its costs from £600 a month', () => {
    const profile = { ...FLORIST, channels_current: 'Instagram, a monthly email newsletter to 1,150 subscribers, two wedding fairs a year' };
    const a = answer('cmo', 'Make me a 12-week marketing plan, week by week, that gets us to 10 consultations a month. We have £600 a month and Jess has 6 hours a week.', profile);
    expect(a.draft).not.toMatch(/I can't/);
    expect(a.draft).toMatch(/^A 12-week marketing plan to 10 consultations a month, week by week, costing £[\d,]+ of the £600 a month \(£1,662 over 12 weeks\) allowed\./m);
    expect(a.field).toMatch(/\| Week 12 \|/);
    expect(a.field).toMatch(/\| Jess \| £0 \|/);
    // ('to 1,150 subscribers' is the list's size, not a channel called '150 subscribers'.)
    expect(a.field).not.toMatch(/150 subscribers|\| A monthly email newsletter to 1 \|/);
  });
});

describe("R-PROD-02 brand voice: a reply to a customer's question whose answer the request gives", () => {
  it('"A bride asked if we can guarantee peonies … a reply that says no nicely" is that reply, with the voice rule as the reason and a blank for what is offered instead', () => {
    const a = catalogueAnswer('brand-voice', { message: "A bride asked if we can guarantee peonies for her wedding in September next year. Write me a reply that says no nicely and suggests what we'd do instead.", mode: 'normal', profile: FLORIST, brandVoice: 'Tone: warm\nRules:\n- Never promise a specific flower for a date more than three months away.\nSign-off: Warmly, the Hazel & Fern team', spaceName: 'Hazel & Fern', library: [], version: 1 }, null)!;
    expect(a.draft).not.toMatch(/I can't/);
    expect(a.field).toContain('Thank you for asking whether we can guarantee peonies for your wedding in September next year.');
    expect(a.field).toContain("I'm sorry, but we can't guarantee peonies for your wedding in September next year. We never promise a specific flower for a date more than three months away.");
    expect(a.field).toMatch(/^\[What you can do instead, in one or two sentences/m);
    expect(a.field).toMatch(/Warmly, the Hazel & Fern team$/);
  });

  it('a customer question with no answer given is still declined: the answer is a fact only the owner has', () => {
    const a = answer('brand-voice', 'A bride asked if we can guarantee peonies for her wedding. Write me a reply.', FLORIST);
    expect(a.draft).toMatch(/^I can't write a reply/m);
  });
});

describe('R-PROD-02 creative agent: a price with a thousands comma stays one price in posts', () => {
  it('"office moves from £1,450" is never cut to "from £1"', () => {
    const profile = { ...FLORIST, offer_main: 'Monthly office flower plans priced per desk: Bud (£34 per desk per month), Bloom (£49) and Grand (£63), minimum 10 desks, rolling monthly contract. Plus fixed-price projects: office moves from £1,450, launch styling at £95 an hour, and a £1,250 event package.' };
    const posts = [1, 2, 3].map((version) => catalogueAnswer('creative-agent', { message: 'Write 5 LinkedIn posts for the company page. Mix of tips, one about the Ludlow Vets office move, and one behind-the-scenes about our team. Each under 200 words.', mode: 'normal', profile, brandVoice: null, spaceName: 'Hazel & Fern', library: [], version }, null)!.field ?? '').join('\n');
    expect(posts).not.toMatch(/£1(?![,\d])/);
  });
});

describe('R-PROD-02 brand voice: a rewrite takes out praise the facts do not back', () => {
  it("'premier', 'high-end' and 'exceptional results that exceed client expectations' go, and the notes say so", () => {
    const a = answer('brand-voice', 'Rewrite our About us paragraph so it sounds like us: "Hazel & Fern is a premier floral design studio offering high-end floral solutions for weddings. Our team delivers exceptional results that exceed client expectations."', FLORIST);
    expect(a.field).not.toMatch(/premier|high-end|exceptional results/);
    expect(a.draft).toMatch(/Took out claims your facts do not back: "premier", "high-end", "Our team delivers/);
  });
});
