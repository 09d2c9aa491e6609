import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SpecWorld } from '../support/world.ts';

// The chat's steps: each hands its words to the driver (features/support/driver.ts) or asserts on its chat view.

let accounts = 0;

interface ChatWorld extends SpecWorld {
  startingRemaining?: number;
  lastAnswerBefore?: string;
}

async function remaining(world: SpecWorld): Promise<number> {
  await world.driver.loadProfile();
  const credits = world.driver.credits();
  assert.ok(credits, 'no credits shown');
  return credits.remaining;
}

Given('I am signed in as the owner of a new organization', async function (this: ChatWorld) {
  accounts += 1;
  const tag = `${process.pid}-${accounts}-${Date.now() % 100000}`;
  await this.driver.openApp();
  await this.driver.register({ name: 'Chloe Chat', email: `chloe-${tag}@chat.test`, password: 'correct horse 9', organization: `Chat Co ${tag}` });
  assert.equal(this.driver.view().error, null);
  this.startingRemaining = await remaining(this);
});

Given('the network blocks sockets', function (this: SpecWorld) {
  this.driver.blockSockets(true);
});

When('I open the chat of {string}', function (this: SpecWorld, slug: string) {
  return this.driver.openAgent(slug);
});

When('I send {string}', function (this: SpecWorld, text: string) {
  return this.driver.sendChat(text);
});

When('I send {string} in mode {string}', function (this: SpecWorld, text: string, mode: string) {
  return this.driver.sendChat(text, mode);
});

// A reply takes real seconds (the paced offline engine, and 7 s of socket retries before a fallback).
When('the reply arrives', { timeout: 60_000 }, function (this: SpecWorld) {
  return this.driver.waitForReply();
});

When('the socket is connected', async function (this: SpecWorld) {
  for (let i = 0; i < 100 && this.driver.chatView().socketStatus !== 'connected'; i++) await this.driver.letTimePass(20);
  assert.equal(this.driver.chatView().socketStatus, 'connected');
});

When('{int} seconds pass', function (this: SpecWorld, seconds: number) {
  return this.driver.letTimePass(seconds * 1000);
});

When('I cancel the reply', function (this: SpecWorld) {
  return this.driver.cancelChat();
});

When('I start a new chat', async function (this: SpecWorld) {
  assert.equal(await this.driver.newChat(), true, 'starting a new chat was refused');
});

When('the background task completes', { timeout: 60_000 }, async function (this: SpecWorld) {
  for (let i = 0; i < 600 && this.driver.backgroundTasks().some((t) => t.statusLine !== 'Completed'); i++) await this.driver.letTimePass(100);
});

When('I open the chat {string}', async function (this: SpecWorld, title: string) {
  assert.equal(await this.driver.openChat(title), true, 'opening the chat was refused');
});

When('I rate the last answer {int}', function (this: SpecWorld, rating: number) {
  return this.driver.rateLastAnswer(rating);
});

When('I regenerate the last answer', function (this: ChatWorld) {
  this.lastAnswerBefore = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1)?.id;
  return this.driver.regenerateLastAnswer();
});

When('I continue the last answer', function (this: SpecWorld) {
  return this.driver.continueLastAnswer();
});

When('I delete my last question', function (this: SpecWorld) {
  return this.driver.deleteLastQuestion();
});

When('the network drops the socket', function (this: SpecWorld) {
  this.driver.dropSockets();
});

Then("the agent's transport is {string}", function (this: SpecWorld, transport: string) {
  assert.equal(this.driver.chatView().plannedTransport, transport);
});

Then('my message shows at once and the session is locked', function (this: SpecWorld) {
  const view = this.driver.chatView();
  assert.equal(view.messages.at(-1)?.role, 'user');
  assert.equal(view.locked, true);
  assert.ok(['waiting', 'sending'].includes(view.phase), view.phase);
});

Then("the message's charge of {int} credits shows while the reply is pending", function (this: SpecWorld, credits: number) {
  assert.equal(this.driver.chatView().pendingCharge, credits);
});

Then('a progress line shows while the reply is pending', function (this: SpecWorld) {
  const view = this.driver.chatView();
  assert.equal(view.isRunning, true);
  assert.ok(view.progress, 'no progress line');
});

Then('the reply is being awaited by {string}', function (this: SpecWorld, transport: string) {
  const view = this.driver.chatView();
  assert.equal(view.isRunning, true, 'nothing is pending');
  assert.equal(view.activeTransport, transport);
});

Then('the chat is done and unlocked, with no progress line and no pending charge', function (this: SpecWorld) {
  const view = this.driver.chatView();
  assert.equal(view.phase, 'done');
  assert.equal(view.locked, false);
  assert.equal(view.progress, null);
  assert.equal(view.pendingCharge, null);
  assert.equal(view.error, null);
  const answer = view.messages.at(-1);
  assert.equal(answer?.role, 'assistant');
  assert.ok(answer.content.length > 0, 'the answer is empty');
});

Then('the chat is idle and unlocked', function (this: SpecWorld) {
  const view = this.driver.chatView();
  assert.equal(view.phase, 'idle');
  assert.equal(view.locked, false);
  assert.equal(view.isRunning, false);
});

Then('the last answer has {int} or more artifacts', function (this: SpecWorld, count: number) {
  const answer = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1);
  assert.ok((answer?.artifacts ?? 0) >= count, JSON.stringify(answer));
});

Then('a toast reads {string}', function (this: SpecWorld, title: string) {
  const toasts = this.driver.toasts();
  assert.ok(toasts.some((t) => t === title || t.startsWith(`${title} | `)), JSON.stringify(toasts));
});

Then('my credits went down by {int}', async function (this: ChatWorld, credits: number) {
  assert.equal(await remaining(this), this.startingRemaining! - credits);
});

Then('my credits are back where they started', { timeout: 30_000 }, async function (this: ChatWorld) {
  // The refund of a cancelled run can land just after the cancel answer.
  for (let i = 0; i < 50 && (await remaining(this)) !== this.startingRemaining; i++) await this.driver.letTimePass(100);
  assert.equal(await remaining(this), this.startingRemaining);
});

Then('the conversation has {int} messages', function (this: SpecWorld, count: number) {
  const messages = this.driver.chatView().messages;
  assert.equal(messages.length, count, JSON.stringify(messages.map((m) => `${m.role}: ${m.content.slice(0, 40)}`)));
});

Then("the last message is the assistant's {string}", function (this: SpecWorld, text: string) {
  const last = this.driver.chatView().messages.at(-1);
  assert.equal(last?.role, 'assistant');
  assert.equal(last.content, text);
});

Then('I cannot start a new chat', async function (this: SpecWorld) {
  assert.equal(this.driver.chatView().canSwitchSession, false);
  assert.equal(await this.driver.newChat(), false);
});

Then('I can start a new chat', async function (this: SpecWorld) {
  assert.equal(this.driver.chatView().canSwitchSession, true);
});

Then('the background tasks show {string} with the badge {string} and a running status', function (this: SpecWorld, agent: string, badge: string) {
  const [task] = this.driver.backgroundTasks();
  assert.ok(task, 'no background task');
  assert.equal(task.agent, agent);
  assert.equal(task.badge, badge);
  assert.ok(!['Completed', 'Failed', 'Cancelled'].includes(task.statusLine), task.statusLine);
});

Then('the background tasks show {string} with the status {string} and a preview', function (this: SpecWorld, agent: string, status: string) {
  const [task] = this.driver.backgroundTasks();
  assert.equal(task?.agent, agent);
  assert.equal(task.statusLine, status);
  assert.ok(task.preview && task.preview.length > 0 && task.preview.length <= 103, String(task.preview));
});

Then('the background footer reads {string}', function (this: SpecWorld, footer: string) {
  assert.equal(this.driver.backgroundFooter(), footer);
});

Then('there are no background tasks', function (this: SpecWorld) {
  assert.deepEqual(this.driver.backgroundTasks(), []);
});

Then('the last answer is rated {int}', function (this: SpecWorld, rating: number) {
  assert.equal(this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1)?.rating, rating);
});

Then('the last answer was replaced by a new one', function (this: ChatWorld) {
  const now = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1);
  assert.ok(now && now.id !== this.lastAnswerBefore && now.content.length > 0, 'the answer was not replaced');
});

Then('the continue indicator shows', function (this: SpecWorld) {
  assert.equal(this.driver.chatView().continuing, true);
});

Then('after {int} seconds the continue indicator is gone', async function (this: SpecWorld, seconds: number) {
  await this.driver.letTimePass(seconds * 1000 - 100);
  assert.equal(this.driver.chatView().continuing, true, 'cleared too early');
  await this.driver.letTimePass(100);
  assert.equal(this.driver.chatView().continuing, false);
});

Then('the chat shows the error {string}', function (this: SpecWorld, text: string) {
  assert.equal(this.driver.chatView().error, text);
});

Then('the reply came by {string} after {int} socket attempts', function (this: SpecWorld, transport: string, attempts: number) {
  assert.equal(this.driver.chatView().lastTransport, transport);
  assert.equal(this.driver.socketAttempts(), attempts);
});

Then('the last answer ends with {string}', function (this: SpecWorld, ending: string) {
  const answer = this.driver.chatView().messages.filter((m) => m.role === 'assistant').at(-1);
  assert.ok(answer?.content.endsWith(ending), answer?.content);
});

Then('I cannot leave for the chat of {string}', async function (this: SpecWorld, slug: string) {
  const before = this.driver.chatView().agent;
  assert.equal(await this.driver.openAgentIfAllowed(slug), false);
  assert.equal(this.driver.chatView().agent, before);
  assert.equal(this.driver.chatView().isRunning, true);
});

When('I turn {string} off on Manage Agents', async function (this: SpecWorld, slug: string) {
  await this.driver.turnAgentOff(slug);
});
