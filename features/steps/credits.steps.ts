import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SpecWorld } from '../support/world.ts';

When('my profile loads', function (this: SpecWorld) {
  return this.driver.loadProfile();
});

Given('{int} credits are spent on {string} for {string}', function (this: SpecWorld, amount: number, description: string, feature: string) {
  return this.driver.spendCredits(amount, description, feature);
});

When('I add {int} credits with the note {string}', function (this: SpecWorld, amount: number, description: string) {
  return this.driver.addCredits(amount, description);
});

When('I change the plan to {string}', function (this: SpecWorld, planType: string) {
  return this.driver.changePlan(planType);
});

Then('my plan is {string} with status {string}', function (this: SpecWorld, plan: string, status: string) {
  const credits = this.driver.credits();
  assert.deepEqual({ plan: credits?.plan, status: credits?.planStatus }, { plan, status });
});

Then('I have used {int} of {int} credits, {int} remaining, on a {string} gauge', function (this: SpecWorld, used: number, total: number, remaining: number, gauge: string) {
  const c = this.driver.credits();
  assert.deepEqual({ used: c?.used, total: c?.total, remaining: c?.remaining, gauge: c?.gauge }, { used, total, remaining, gauge });
});

Then('the latest transaction reads {string}', function (this: SpecWorld, activity: string) {
  assert.equal(this.driver.credits()?.latestTransaction, activity);
});

Then('no profile is shown', function (this: SpecWorld) {
  assert.equal(this.driver.credits(), null);
});
