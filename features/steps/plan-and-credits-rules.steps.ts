import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { activePlan, planAllowsSending, planDisplayName, planStatus, type PlanStatusInput } from '../../core/domain/billing/plan-status.ts';
import { formatCredits, gaugeReading } from '../../core/domain/billing/credits.ts';
import { K_VALUES, activityText, computeCost, resolveFeatureType, resolveMode } from '../../core/domain/agents/agent-cost.ts';
import { sendRefusal } from '../../core/domain/agents/send-precheck.ts';
import { SPACE_PROFILE_QUESTIONS, onboardingProgressOf } from '../../core/domain/spaces/space-profile-questions.ts';
import { maxPollMinutes, pollInterval } from '../../core/domain/agents/poll-schedule.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 24 * 3600 * 1000;

interface RulesWorld {
  rules: { plan?: PlanStatusInput; used?: number; total?: number };
}
const rules = (w: unknown) => ((w as Partial<RulesWorld>).rules ??= {});

Given('a {string} plan that is active {string} with {int} days left and a reset date {}', function (type: string, active: string, days: number, reset: string) {
  const m = /^(in (\d+) days|(\d+) days ago)$/.exec(reset);
  if (!m) throw new Error(`bad reset date ${reset}`);
  const resetDate = m[2] ? NOW + Number(m[2]) * DAY : NOW - Number(m[3]) * DAY;
  rules(this).plan = { type, isActive: active === 'true', daysLeft: days, resetDate };
});

Then('the plan status is {string}', function (status: string) {
  assert.equal(planStatus(rules(this).plan!, NOW), status);
});

Then('sending messages is {string}', function (expected: string) {
  assert.equal(planAllowsSending(planStatus(rules(this).plan!, NOW)) ? 'allowed' : 'refused', expected);
});

function parsePlans(list: string) {
  return list.split(',').map((p) => {
    const [type = '', state] = p.trim().split(':');
    return { type, name: type, is_active: state === 'active' };
  });
}

Then('of the plans {string} the active plan is {string}', function (list: string, type: string) {
  assert.equal(activePlan(parsePlans(list))?.type, type);
});

Then('of the plans {string} the user is shown as {string}', function (list: string, name: string) {
  assert.equal(planDisplayName(activePlan(parsePlans(list))), name);
});

Given('{int} of {int} credits are used', function (used: number, total: number) {
  Object.assign(rules(this), { used, total });
});

// The reading the sidebar's credits panel and the Credits screen both render.
Then('the gauge is {string}, near the limit {string}, over the limit {string} and pulsing {string}', function (colour: string, near: string, over: string, pulse: string) {
  const { used = 0, total = 0 } = rules(this);
  const reading = gaugeReading({ used, total });
  assert.deepEqual([reading.colour, String(reading.nearLimit), String(reading.overLimit), String(reading.pulse)], [colour, near, over, pulse]);
});

Then('{int} credits are displayed as {string}', function (amount: number, text: string) {
  assert.equal(formatCredits(amount), text);
});

Then('a message in mode {string} with an estimate of {int} credits costs {int}', function (mode: string, estimate: number, cost: number) {
  const resolved = resolveMode(mode);
  assert.ok(resolved, `mode ${mode} should resolve`);
  assert.equal(computeCost(resolved, estimate), cost);
});

Then('a message in mode {string} with the default estimate costs {int}', function (mode: string, cost: number) {
  assert.equal(computeCost(resolveMode(mode)!), cost);
});

Then('with {int} credits remaining a {string} message is {string}', function (remaining: number, mode: string, expected: string) {
  // The pre-check the chat runs before sending (spec 5, D10).
  assert.equal(sendRefusal({ plan: null, remaining, mode, now: NOW }) === null ? 'allowed' : 'refused', expected);
});

Then('the k values are {int} for reference documents, {int} for the knowledge base and {int} for URLs', function (refDocs: number, kb: number, url: number) {
  assert.deepEqual(K_VALUES, { k_value_ref_docs: refDocs, k_value_kb: kb, k_value_url: url });
});

Then('the feature type {string} counts as {string}', function (given: string, feature: string) {
  assert.equal(resolveFeatureType(given), feature);
});

Then('the activity text of a 60-character message is its first 50 characters and {string}', function (ellipsis: string) {
  const message = 'abcdefghij'.repeat(6);
  assert.equal(activityText(message), `${message.slice(0, 50)}${ellipsis}`);
});

Then('the activity text of a 50-character message is unchanged', function () {
  const message = 'x'.repeat(50);
  assert.equal(activityText(message), message);
});

/** The space as the server sends it (and the sidebar reads it) with the first `answered` questions answered. */
function spaceWith(answered: number, total: number) {
  assert.equal(SPACE_PROFILE_QUESTIONS.length, total);
  return onboardingProgressOf(new Set(SPACE_PROFILE_QUESTIONS.slice(0, answered).map((q) => q.id)));
}

Then('a space with {int} of {int} questions answered has not completed onboarding', function (answered: number, total: number) {
  assert.equal(spaceWith(answered, total).onboarding_completed, false);
});

Then('a space with {int} of {int} questions answered has completed onboarding', function (answered: number, total: number) {
  assert.equal(spaceWith(answered, total).onboarding_completed, true);
});

Then('after {float} minutes of polling the next poll comes in {int} seconds', function (minutes: number, seconds: number) {
  assert.equal(pollInterval(minutes * 60_000), seconds * 1000);
});

Then('the agent {string} is polled for at most {int} minutes', function (agent: string, minutes: number) {
  assert.equal(maxPollMinutes(agent), minutes);
});
