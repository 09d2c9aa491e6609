import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SpecWorld } from '../support/world.ts';
import { eventually } from '../support/eventually.ts';
import { PLATFORM_ADMIN } from '../support/platform-admin-account.ts';

// The brand voice editor's steps: each hands its words to the brand voice driver or asserts on what it shows.

When('I save the brand voice {string}', function (this: SpecWorld, content: string) {
  return this.driver.brandVoice().save(content);
});

Given('I have saved the brand voice {string}', async function (this: SpecWorld, content: string) {
  await this.driver.brandVoice().save(content);
  assert.equal(this.driver.view().error, null);
});

When("the platform's system admin signs in on this device", async function (this: SpecWorld) {
  await this.driver.signIn(PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
  assert.equal(this.driver.view().error, null);
});

When('I open the brand voice editor', function (this: SpecWorld) {
  return this.driver.brandVoice().open();
});

Then('the brand voice reads {string}, saved by me', function (this: SpecWorld, content: string) {
  const voice = this.driver.brandVoice().view();
  assert.equal(this.driver.view().error, null);
  assert.equal(voice.content, content);
  assert.equal(voice.createdBy, this.driver.view().user?.id);
  assert.ok(voice.updatedAt, 'no date of the last change');
});

Then('there is no brand voice', function (this: SpecWorld) {
  assert.equal(this.driver.view().error, null);
  assert.equal(this.driver.brandVoice().view().content, null);
});

Then('the app holds no brand voice, no date and no author', function (this: SpecWorld) {
  assert.deepEqual(this.driver.brandVoice().view(), { content: null, updatedAt: null, createdBy: null });
});

Then('the answer is an email with a subject line that signs off with {string}', function (this: SpecWorld, signOff: string) {
  const answer = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1)?.content ?? '';
  assert.match(answer, /^Subject: \S/m, answer);
  // The sign-off closes the email, on its own line.
  assert.ok(answer.split('\n').some((line) => line.trim() === signOff), answer);
});

Then('the app soon holds the brand voice {string} and the document {string}', function (this: SpecWorld, content: string, filename: string) {
  // Read from what the stores hold, without opening the editor or the Knowledge base screen.
  return eventually(() => {
    assert.equal(this.driver.brandVoice().view().content, content);
    assert.deepEqual(this.driver.knowledge().view().documents.map((d) => d.name), [filename]);
  });
});
