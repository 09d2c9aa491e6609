import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs, seriousA11yViolations, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const KEY = 'sandbox-e2e-apollo-0123456789abcdef';

/**
 * In a real browser against the real server with INTEGRATIONS_SANDBOX=true (Apollo is its contract
 * fake): R-OPEN-15 and R-OPEN-39, an owner connects Apollo (through the API), searches heads of marketing at
 * 51-200-person SaaS companies in Germany, saves a list, sees it with its count, exports it as CSV, and is asked
 * to confirm spending credits before emails are revealed; usable at 390 px. (axe: accessibility-*.e2e.test.ts.)
 */
describe('Apollo lead search in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Alma Leads', email: `alma.${Date.now()}@apollo-e2e.test`, password: PASSWORD, org: 'Leads Co' };

  /** The server, called through the API as the owner. */
  const api = (method: string, path: string, body?: unknown) => callAs(app, owner, method, path, body);

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-OPEN-15: says Apollo is not connected and links to Connections', async () => {
    await page.goto('/apollo');
    await page.getByRole('heading', { name: 'Apollo', level: 1 }).waitFor();
    await page.getByText('Apollo is not connected to this space.').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'Connect Apollo in Connections' }).getAttribute('href')).toBe('/connections');
  });

  it('R-OPEN-39: searches heads of marketing in Germany, saves a list and sees it with its count', async () => {
    expect((await api('POST', '/integrations/apollo/connect', { access_token: KEY })).status).toBe(200);
    await page.reload();
    await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Marketing');
    await page.getByRole('combobox', { name: 'Company size' }).selectOption('51,200');
    await page.getByRole('textbox', { name: 'Industry' }).fill('SaaS');
    await page.getByRole('textbox', { name: 'Location' }).fill('Germany');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: '72 people found, page 1 of 3' }).waitFor({ timeout: 10_000 });
    const table = page.getByRole('table', { name: '72 people found, page 1 of 3' });
    expect(await table.getByRole('row').count()).toBe(26);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['', 'Name', 'Title', 'Company', 'Email on file']);
    // As a real Apollo account shows them: last names masked until enrichment, and said so.
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).toMatch(/^\S+ \S{2}\*{3}\S \(masked until enriched\)$/);
    expect(await page.getByTestId('apollo-search-gives').innerText()).toContain("Apollo's search masks last names");
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('heading', { name: '72 people found, page 2 of 3' }).waitFor({ timeout: 10_000 });
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
    await page.getByRole('textbox', { name: 'New list name' }).fill('Heads of marketing DE');
    await page.getByRole('button', { name: 'Save 25 to list' }).click();
    await page.getByText('25 saved to Heads of marketing DE').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Open Heads of marketing DE' }).waitFor();
    expect(await page.locator('.apollo-lists li').first().innerText()).toContain('25 leads');
  });

  it('R-OPEN-15: a search that matches nobody says so at 1280 px, and how to widen it', async () => {
    await page.goto('/apollo');
    await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Marketing');
    await page.getByRole('combobox', { name: 'Company size' }).selectOption('51,200');
    await page.getByRole('textbox', { name: 'Location' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Search' }).click();
    const empty = page.getByTestId('apollo-no-match');
    await expect.poll(() => empty.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await empty.locator('p').allTextContents()).toEqual([
      'Nobody matches these filters.',
      'To widen the search, drop the company size or the location, or try a broader job title.',
    ]);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A search that finds people again shows them.
    await page.getByRole('textbox', { name: 'Location' }).fill('Germany');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('table').count(), { timeout: 10_000 }).toBe(1);
    expect(await empty.count()).toBe(0);
  });

  it('exports the list as CSV and asks before spending Apollo credits', async () => {
    await page.getByRole('button', { name: 'Open Heads of marketing DE' }).click();
    await page.getByRole('heading', { name: 'Heads of marketing DE', level: 2 }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('heads-of-marketing-de.csv');
    const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('first_name,last_name,email,title,company,company_size,industry,location,linkedin_url,apollo_id');
    expect(lines).toHaveLength(26);
    await page.getByRole('button', { name: 'Reveal emails' }).click();
    await page.getByText('This spends your Apollo credits: up to 25 credits.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await api('GET', '/lead-lists')).body[0].lead_count).toBe(25);
  });

  it('R-OPEN-15: one person found reads as one person at 1280 px, saved, and as one credit and one email when revealed', async () => {
    await page.goto('/apollo');
    await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Sales');
    await page.getByRole('combobox', { name: 'Company size' }).selectOption('11,50');
    await page.getByRole('textbox', { name: 'Industry' }).fill('retail');
    await page.getByRole('textbox', { name: 'Location' }).fill('Paris');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: '1 person found, page 1 of 1' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('table', { name: '1 person found, page 1 of 1' }).getByRole('row').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
    await page.getByRole('textbox', { name: 'New list name' }).fill('Sales Paris');
    await page.getByRole('button', { name: 'Save 1 to list' }).click();
    await page.getByText('1 saved to Sales Paris').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Open Sales Paris' }).click();
    await page.getByRole('heading', { name: 'Sales Paris', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Reveal emails' }).click();
    await page.getByText('This spends your Apollo credits: up to 1 credit.').waitFor();
    await page.getByRole('button', { name: 'Spend credits and reveal' }).click();
    await page.getByText('1 email revealed').waitFor({ timeout: 10_000 });
  });

  it('is usable at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apollo');
    await page.getByRole('button', { name: 'Search' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('R-OPEN-15: at 390 px a search that matches nobody says so, and how to widen it, within the width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apollo');
    await page.getByRole('textbox', { name: 'Job titles' }).fill('Harbour Pilot');
    await page.getByRole('combobox', { name: 'Seniority' }).selectOption('vp');
    await page.getByRole('textbox', { name: 'Industry' }).fill('SaaS');
    await page.getByRole('button', { name: 'Search' }).click();
    const empty = page.getByTestId('apollo-no-match');
    await expect.poll(() => empty.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await empty.locator('p').allTextContents()).toEqual([
      'Nobody matches these filters.',
      'To widen the search, drop the seniority or the industry, or try a broader job title.',
    ]);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
