import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chatScreen, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * A Brand Voice answer proposes a brand voice, and the chat saves it as the space's (in a real browser against
 * the real server and its offline engine): the button under the answer, a confirmation that shows the proposal
 * and says it replaces the current brand voice, then Workspace Settings holds it. Cancel changes nothing.
 */
describe("saving a Brand Voice answer as the space's brand voice", () => {
  let app: E2eApp;
  let page: Page;
  const owner = {
    name: 'Margaret Hamilton',
    email: `margaret.${Date.now()}@apollo.test`,
    password: 'correct horse battery',
    org: 'Apollo Guidance',
  };
  const casual = "Hey folks! We're super excited to share our new espresso grinder. It's quiet, it's fast, and you're gonna love it! Grab yours today.";
  const formal = 'Regarding the quarterly results, we hereby confirm that revenue grew. Furthermore, our team will therefore continue to invest accordingly.';
  const { composer, notifications } = chatScreen(() => page);
  const confirmation = () => page.getByRole('alertdialog');

  /** The message right after the question with this text (its answer). */
  const replyTo = (question: string) =>
    page.locator('[data-testid="chat-message"][data-role="user"]').filter({ hasText: question }).last().locator('xpath=following-sibling::*[@data-testid="chat-message"][1]');

  /** Asks the Brand Voice agent to analyse a sample's voice and waits for its answer. */
  async function askBrandVoice(sample: string): Promise<Locator> {
    await page.goto('/agents/brand-voice');
    await expect.poll(() => page.getByRole('heading', { name: 'Brand Voice', level: 1 }).isVisible()).toBe(true);
    await composer().fill(`Analyse the voice of this sample: ${sample}`);
    await composer().press('Enter');
    const answer = replyTo(sample);
    await expect.poll(async () => ((await answer.count()) ? answer.getAttribute('data-outcome') : null), { timeout: 60_000 }).toBe('completed');
    return answer;
  }

  /** The brand voice as Workspace Settings shows it. */
  async function savedBrandVoice(): Promise<string> {
    await page.goto('/workspace-settings');
    const voice = page.getByRole('textbox', { name: 'Brand voice' });
    await expect.poll(() => voice.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('brand-voice-updated').isVisible()).toBe(true);
    return voice.inputValue();
  }

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("the owner saves the answer's proposal after a confirmation that shows it; Workspace Settings then holds it", async () => {
    const answer = await askBrandVoice(casual);
    const save = answer.getByRole('button', { name: "Save as the space's brand voice" });
    await expect.poll(() => save.isVisible(), { timeout: 15_000 }).toBe(true);
    await save.click();

    const dialog = confirmation();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain("This replaces the space's current brand voice.");
    const proposal = (await dialog.getByTestId('brand-voice-proposal').innerText()).trim();
    expect(proposal).toContain('Tone: ');
    expect(proposal).toContain('Formality: conversational');
    expect(proposal).toContain('Sentences: ');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Save brand voice' }).click();
    await expect.poll(() => notifications().getByText('Brand voice saved').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    const saved = answer.getByRole('button', { name: "Saved as the space's brand voice" });
    await expect.poll(() => saved.isVisible()).toBe(true);
    expect(await saved.isDisabled()).toBe(true);
    expect(await answer.getByRole('button', { name: "Save as the space's brand voice" }).count()).toBe(0);

    expect((await savedBrandVoice()).trim()).toBe(proposal);
  });

  it('Cancel closes the confirmation and leaves the brand voice as it was', async () => {
    const before = await savedBrandVoice();
    const answer = await askBrandVoice(formal);
    const save = answer.getByRole('button', { name: "Save as the space's brand voice" });
    await expect.poll(() => save.isVisible(), { timeout: 15_000 }).toBe(true);
    await save.click();

    const dialog = confirmation();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const proposal = (await dialog.getByTestId('brand-voice-proposal').innerText()).trim();
    expect(proposal).toContain('Formality: formal');
    expect(proposal).not.toBe(before.trim());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await save.isEnabled()).toBe(true);

    expect(await savedBrandVoice()).toBe(before);
  });
});
