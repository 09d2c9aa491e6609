import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { askAsPage, copySession, newOwnerPage, seriousA11yViolations, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * In a real browser against the real server: the requests an empty chat offers (its prompt starters). With an empty
 * space profile they are requests any business can make, with blanks to fill in where a business's specifics go,
 * never an offer, audience or figure made up for it. Once the profile says what the space sells, to whom and why,
 * every agent's starters are about that offer, that audience and that goal, shortened to the phrase a person would
 * type (not the profile's sentence pasted whole).
 */
describe('prompt starters from the space profile', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const owner = { name: 'Nell Baker', email: `nell.${stamp}@bakehouse.test`, password: 'correct horse battery', org: `Fernhill Bakehouse ${stamp}` };
  const LOAD = { timeout: 15_000 };
  const AGENT_NAMES: Record<string, string> = {
    'email-agent': 'Email Agent',
    'seo-agent': 'SEO Agent',
    'strategy-review-agent': 'Strategy Review Agent',
    'brand-voice': 'Brand Voice',
    'creative-agent': 'Creative Agent',
    cmo: 'CMO Agent',
  };
  /** What the agents' catalogue used to offer every business: a software company's launch, made up for this one. */
  const INVENTED = /trial|newest feature|new feature|webinar|SaaS|B2B|marketing automation|spring campaign|startups|example\.com|logged in|our product\b|\$|%/i;
  /** A blank to fill in, in brackets: "(your offer)", "(paste the plan)". */
  const BLANK = /\((?:your|a|an|the|paste|amount)\b[^)]*\)/;

  /** The four starters of an agent's empty chat, as the page shows them. */
  async function startersOf(p: Page, slug: string): Promise<string[]> {
    await p.goto(`/agents/${slug}`);
    await expect.poll(() => p.getByRole('heading', { name: AGENT_NAMES[slug], level: 1 }).isVisible(), LOAD).toBe(true);
    const starters = p.getByRole('region', { name: 'Try one of these' }).getByTestId('chat-starter');
    await expect.poll(() => starters.count(), LOAD).toBe(4);
    return starters.allInnerTexts();
  }

  beforeAll(async () => {
    app = await startE2eApp({ offlineEnginePaceMs: 5 });
    page = await newOwnerPage(app, owner);
    await page.goto('/dashboard');
    await page.waitForFunction(() => localStorage.getItem('currentSpaceId') !== null, undefined, LOAD);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('at 1280 px, with an empty space profile every agent offers requests with blanks to fill in, and no offer, audience or figure made up for the business', async () => {
    for (const slug of Object.keys(AGENT_NAMES)) {
      const starters = await startersOf(page, slug);
      expect(starters.filter((s) => INVENTED.test(s)), slug).toEqual([]);
      expect(starters.some((s) => BLANK.test(s)), `${slug}: ${starters.join(' | ')}`).toBe(true);
      // Blanks for what only the profile can say: the offer, the customers, the goal.
      expect(starters.join(' '), slug).toMatch(/\(your (?:offer|customers|goal|business)\)/);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('at 1280 and 390 px, once the profile is filled in every agent\'s starters are about its offer, audience and goal, in short phrases, not its sentences pasted whole', async () => {
    const spaceId = await page.evaluate(() => localStorage.getItem('currentSpaceId'));
    // Answers as people write them: whole sentences, opening with "We bake", a clause after the offer, a relative
    // clause after the audience.
    const answers = {
      business_name: 'Fernhill Bakehouse',
      offer_main: 'We bake sourdough loaves and pastries, delivered to cafés before 7am every morning.',
      audience_primary: 'Independent cafés and delis in Bristol that want fresh bread without a baker on staff.',
      audience_type: 'Businesses (B2B)',
      goal_primary: 'Sign 12 new café accounts by the end of March.',
      competitors: 'Hobbs House, the supermarkets',
      channels_best: 'Word of mouth',
    };
    expect((await askAsPage(page, 'PUT', `/spaces/${spaceId}/profile`, { answers })).status).toBe(200);

    const offer = 'sourdough loaves and pastries';
    const audience = 'independent cafés and delis in Bristol';
    const goal = 'sign 12 new café accounts by the end of March';
    // Which of the profile's phrases each agent's starters carry.
    const expected: Record<string, string[]> = {
      'email-agent': [offer, audience],
      'seo-agent': [offer, audience],
      'strategy-review-agent': [goal, offer, 'Hobbs House'],
      'brand-voice': [offer, 'Fernhill Bakehouse'],
      'creative-agent': [offer, audience],
      cmo: [goal, offer, audience],
    };
    const phone = await app.browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await copySession(page, phone);
    const narrow = await phone.newPage();

    for (const [slug, phrases] of Object.entries(expected)) {
      const starters = await startersOf(page, slug);
      const all = starters.join(' | ');
      for (const phrase of phrases) expect(all, slug).toContain(phrase);
      // Nothing pasted whole: no "We bake", no clause after the offer or the audience.
      expect(all, slug).not.toMatch(/\bwe bake\b|delivered to cafés|before 7am|that want fresh bread|without a baker/i);
      // The profile's answers fill the blanks, and nothing is made up beside them.
      expect(all, slug).not.toMatch(/\(your (?:offer|customers|goal|business)\)/);
      expect(starters.filter((s) => INVENTED.test(s)), slug).toEqual([]);
      for (const starter of starters) {
        // A request a person would type: a sentence, not a paragraph.
        expect(starter, slug).toMatch(/^[A-Z][^]*[.?)]$/);
        // An answer's own full stop does not land mid-request ("our goal (… March.), and …").
        expect(starter, slug).not.toMatch(/(?:March|pastries|Bristol|staff)\.(?!$)/);
        expect(starter.length, `${slug}: ${starter}`).toBeLessThanOrEqual(150);
      }
      // The same requests on a phone.
      expect(await startersOf(narrow, slug), slug).toEqual(starters);
    }
    // A business's sales go to businesses here: the social posts go where they are.
    expect((await startersOf(page, 'creative-agent')).join(' ')).toContain('LinkedIn');
    expect(await seriousA11yViolations(narrow)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await phone.close();
  });

  it('at 1440 px, Space Profile refuses a website that is not a web address under its field, and saves one that is', async () => {
    const p = await newOwnerPage(app, { name: 'Wes Web', email: `wes.${stamp}@bakehouse.test`, password: 'correct horse battery', org: `Web Address Co ${stamp}` }, { viewport: { width: 1440, height: 900 } });
    await p.goto('/space-setup');
    const website = p.getByLabel('What is your main website address?');
    const save = p.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => website.isVisible(), LOAD).toBe(true);
    await website.fill('emberoak coffee');
    await expect.poll(() => p.getByText('Enter a web address, like example.com').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await website.fill('emberoak.coffee');
    await expect.poll(() => p.getByText('Enter a web address, like example.com').count()).toBe(0);
    await save.click();
    await p.getByRole('region', { name: 'Notifications' }).getByText('Space profile saved').waitFor({ state: 'visible', timeout: 30_000 });
    await p.reload();
    await expect.poll(() => website.inputValue(), LOAD).toBe('emberoak.coffee');
    await p.context().close();
  });

  it('at 1280 px, a profile changed on Space Profile is in the starters of the next chat opened, without reloading the page', async () => {
    // A chat first, so the page has read the agents (their starters) before the profile changes.
    expect((await startersOf(page, 'cmo')).join(' ')).toContain('sourdough loaves and pastries');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Complete Space Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/space-setup');
    const offer = page.getByLabel('What is your main product or service?');
    await expect.poll(() => offer.inputValue(), LOAD).toContain('sourdough');
    await offer.fill('We also bake rye loaves and cinnamon buns for weekend markets.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled(), LOAD).toBe(true);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AI Agents' }).click();
    await page.getByRole('main').getByRole('link', { name: 'CMO Agent', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/agents/cmo'));
    const starters = page.getByRole('region', { name: 'Try one of these' }).getByTestId('chat-starter');
    await expect.poll(async () => (await starters.allInnerTexts()).join(' '), LOAD).toContain('rye loaves and cinnamon buns');
    expect((await starters.allInnerTexts()).join(' ')).not.toContain('sourdough');
  });
});
