import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { castOf } from '../support/cast.ts';
import type { SpecWorld } from '../support/world.ts';

// The organization's screens (features/support/organization-driver.ts), by person.

function screens(world: SpecWorld, firstName: string) {
  return castOf(world).person(firstName).device.organization();
}

When('{word} opens the organization settings', function (this: SpecWorld, firstName: string) {
  return screens(this, firstName).openOrganizationSettings();
});

Then('{word} sees the organization {string}', function (this: SpecWorld, firstName: string, name: string) {
  const device = castOf(this).person(firstName).device;
  assert.deepEqual({ name: device.organization().organizationName(), error: device.view().error }, { name, error: null });
});

When('{word} renames the organization to {string}', function (this: SpecWorld, firstName: string, name: string) {
  return screens(this, firstName).renameOrganization(name);
});

When('{word} invites {string} as {string}', function (this: SpecWorld, firstName: string, email: string, role: string) {
  return screens(this, firstName).invite(email, role);
});

Given('{word} has invited {string} with {string} as {string}, who joined', async function (this: SpecWorld, firstName: string, name: string, email: string, role: string) {
  const cast = castOf(this);
  const inviter = cast.person(firstName);
  await inviter.device.organization().invite(email, role);
  assert.equal(inviter.device.view().error, null, `${firstName} could not invite ${email}`);
  const invitation = (await this.backstage.mailTo(email)).find((m) => m.link?.includes('invite='));
  cast.lastMailLink = invitation?.link ?? null;
  const invited = await cast.registerFromLastMail(name);
  assert.equal(invited.device.view().state, 'AUTHENTICATED', `${name} could not join: ${invited.device.view().error}`);
});

When('{word} opens Manage Users', function (this: SpecWorld, firstName: string) {
  return screens(this, firstName).openManageUsers();
});

Then('{word} sees the members:', function (this: SpecWorld, firstName: string, table: DataTable) {
  assert.deepEqual(screens(this, firstName).members(), table.hashes());
});

When('{word} changes the role of {string} to {string}', function (this: SpecWorld, firstName: string, email: string, role: string) {
  return screens(this, firstName).changeRole(email, role);
});

When('{word} removes {string}', function (this: SpecWorld, firstName: string, email: string) {
  return screens(this, firstName).removeMember(email);
});

When('{word} types {string} on the Register screen', async function (this: SpecWorld, firstName: string, email: string) {
  const device = castOf(this).person(firstName).device;
  await device.openApp();
  await device.organization().checkEmail(email);
});

Then('{word} is offered to join the organization of that domain', function (this: SpecWorld, firstName: string) {
  assert.equal(screens(this, firstName).domainHasOrganization(), true);
});

When('{string} registers with {string} asking to join it', function (this: SpecWorld, name: string, email: string) {
  return askToJoin(this, name, email);
});

Given('{string} has registered with {string} asking to join it', async function (this: SpecWorld, name: string, email: string) {
  await askToJoin(this, name, email);
  assert.notEqual(castOf(this).named(name).device.organization().answer(), null, `${name} could not ask to join`);
});

Then('{word} reads {string}', function (this: SpecWorld, firstName: string, message: string) {
  const device = castOf(this).person(firstName).device;
  assert.deepEqual({ answer: device.organization().answer(), error: device.view().error }, { answer: message, error: null });
});

Then('{word} sees the join request of {string} with {string}', function (this: SpecWorld, firstName: string, name: string, email: string) {
  assert.deepEqual(screens(this, firstName).joinRequests(), [{ name, email, role: 'pending' }]);
});

Then('{word} sees no join requests', function (this: SpecWorld, firstName: string) {
  const device = castOf(this).person(firstName).device;
  assert.deepEqual({ requests: device.organization().joinRequests(), error: device.view().error }, { requests: [], error: null });
});

When('{word} approves the join request of {string}', function (this: SpecWorld, firstName: string, email: string) {
  return screens(this, firstName).approveJoinRequest(email);
});

When('{word} denies the join request of {string}', function (this: SpecWorld, firstName: string, email: string) {
  return screens(this, firstName).denyJoinRequest(email);
});

async function askToJoin(world: SpecWorld, name: string, email: string): Promise<void> {
  const person = castOf(world).named(name, email);
  await person.device.openApp();
  await person.device.organization().askToJoin(name, email, person.password);
}
