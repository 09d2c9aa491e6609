import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { SpecWorld } from '../support/world.ts';
import { castOf } from '../support/cast.ts';

// Pricing, credit packs and the credit history: each step hands its words to the billing driver or asserts on what the screens show.

When('I open Pricing', function (this: SpecWorld) {
  return this.driver.billing().openPricing();
});

When('I open the Credits screen', function (this: SpecWorld) {
  return this.driver.loadProfile();
});

When('I buy the pack of {int} credits with {int} bonus for ${int}', function (this: SpecWorld, credits: number, bonus: number, price: number) {
  return this.driver.billing().buyPack(credits, bonus, price);
});

Then('the plans are:', function (this: SpecWorld, table: DataTable) {
  assert.equal(this.driver.view().error, null);
  const shown = this.driver.billing().plans().map((p) => ({ plan: p.name, price: p.price, allowance: p.allowance, current: p.current ? 'yes' : 'no' }));
  assert.deepEqual(shown, table.hashes());
});

Then('my credit history starts with:', function (this: SpecWorld, table: DataTable) {
  const expected = table.raw().map(([line]) => line);
  assert.deepEqual(this.driver.billing().ledger().slice(0, expected.length), expected);
});

Then("that line is the purchase's transaction", function (this: SpecWorld) {
  assert.equal(this.driver.billing().newestLineIsLastPurchase(), true);
});

When('{word} buys the pack of {int} credits with {int} bonus for ${int}', function (this: SpecWorld, firstName: string, credits: number, bonus: number, price: number) {
  return castOf(this).person(firstName).device.billing().buyPack(credits, bonus, price);
});

