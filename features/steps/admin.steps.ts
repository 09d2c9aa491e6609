import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { castOf } from '../support/cast.ts';
import { PLATFORM_ADMIN } from '../support/platform-admin-account.ts';
import type { SpecWorld } from '../support/world.ts';

// The platform admin area (features/support/admin-driver.ts), by person.

function area(world: SpecWorld, firstName: string) {
  return castOf(world).person(firstName).device.admin();
}

async function signInAsPlatformAdmin(world: SpecWorld, firstName: string): Promise<void> {
  const person = castOf(world).person(firstName);
  Object.assign(person, { email: PLATFORM_ADMIN.email, password: PLATFORM_ADMIN.password });
  await person.device.openApp();
  await person.device.signIn(PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
}

When('{word} signs in as the platform admin', function (this: SpecWorld, firstName: string) {
  return signInAsPlatformAdmin(this, firstName);
});

Given('{word} has signed in as the platform admin', async function (this: SpecWorld, firstName: string) {
  await signInAsPlatformAdmin(this, firstName);
  assert.equal(castOf(this).person(firstName).device.view().state, 'AUTHENTICATED');
});

Given('{string} has an account {string} that an operator made a support admin', async function (this: SpecWorld, name: string, email: string) {
  const person = castOf(this).named(name, email);
  await person.device.openApp();
  await person.device.register({ name, email, password: person.password, organization: `${name}'s team` });
  assert.equal(person.device.view().error, null, `${name} could not register`);
  await person.device.signOut();
  await this.backstage.makeSupportAdmin(email);
});

Then("{word}'s app does not load any spaces", function (this: SpecWorld, firstName: string) {
  // Loading spaces announces how it went; a platform admin's sign-in starts no such load (spec 6).
  const events = castOf(this).person(firstName).device.events();
  assert.deepEqual(events.filter((e) => e === 'spaces-ready' || e === 'spaces-error'), [], JSON.stringify(events));
});

When('{word} searches the organizations for {string}', function (this: SpecWorld, firstName: string, search: string) {
  return area(this, firstName).openOrganizations(search);
});

Then('{word} sees the organizations:', function (this: SpecWorld, firstName: string, table: DataTable) {
  const rows = area(this, firstName).organizations().map((o) => ({ ...o, members: String(o.members) }));
  assert.deepEqual(rows, table.hashes());
});

When('{word} changes the plan of {string} to {string}', function (this: SpecWorld, firstName: string, organization: string, planType: string) {
  return area(this, firstName).changePlan(organization, planType);
});

When('{word} grants {int} credits to {string} for {string}', function (this: SpecWorld, firstName: string, amount: number, organization: string, reason: string) {
  return area(this, firstName).grantCredits(organization, amount, reason);
});

When('{word} searches the users for {string}', function (this: SpecWorld, firstName: string, search: string) {
  return area(this, firstName).openUsers(search);
});

Then('{word} sees the users:', function (this: SpecWorld, firstName: string, table: DataTable) {
  const rows = area(this, firstName).users().map((u) => ({ ...u, disabled: u.disabled ? 'yes' : 'no' }));
  assert.deepEqual(rows, table.hashes());
});

When('{word} disables {string}', function (this: SpecWorld, firstName: string, email: string) {
  return area(this, firstName).setDisabled(email, true);
});

When('{word} enables {string}', function (this: SpecWorld, firstName: string, email: string) {
  return area(this, firstName).setDisabled(email, false);
});

When('{word} opens the audit log', function (this: SpecWorld, firstName: string) {
  return area(this, firstName).openAuditLog();
});

Then("the newest entries of {word}'s audit log are:", function (this: SpecWorld, firstName: string, table: DataTable) {
  const expected = table.hashes();
  // An empty cell is a column the row leaves unchecked (a transaction id, say).
  const shown = area(this, firstName).audit().slice(0, expected.length).map((row, i) => ({
    action: row.action,
    organization: row.organization ?? '',
    target: expected[i]?.target ? row.target : '',
  }));
  assert.deepEqual(shown, expected);
});

Given('{string} has joined the waitlist with {string}', async function (this: SpecWorld, name: string, email: string) {
  const person = castOf(this).named(name, email);
  await person.device.openApp();
  await person.device.organization().joinWaitlist(name, email);
  assert.equal(person.device.organization().answer(), 'You are on the waitlist. We will email you when your access is ready.');
});

When('{word} opens the waitlist', function (this: SpecWorld, firstName: string) {
  return area(this, firstName).openWaitlist();
});

Then('{word} sees {string} waiting', function (this: SpecWorld, firstName: string, email: string) {
  assert.ok(area(this, firstName).waitlist().includes(email), JSON.stringify(area(this, firstName).waitlist()));
});

Then('{word} no longer sees {string} waiting', function (this: SpecWorld, firstName: string, email: string) {
  const device = castOf(this).person(firstName).device;
  assert.deepEqual({ waiting: device.admin().waitlist().includes(email), error: device.view().error }, { waiting: false, error: null });
});

When('{word} approves {string}', function (this: SpecWorld, firstName: string, email: string) {
  return area(this, firstName).approveWaitlist(email);
});
