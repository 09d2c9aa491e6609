import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { deriveSlug } from '../../core/domain/spaces/slug.ts';
import { castOf } from '../support/cast.ts';
import { eventually } from '../support/eventually.ts';
import type { SpecWorld } from '../support/world.ts';

// Steps about named people, each on their own device (features/support/cast.ts): "Olivia signs in".

function signedInAs(world: SpecWorld, firstName: string) {
  const person = castOf(world).person(firstName);
  if (!person.email) throw new Error(`${firstName} has no account in this scenario yet`);
  return person as typeof person & { email: string };
}

Given('{string} has registered the organization {string} as {string}', async function (this: SpecWorld, name: string, organization: string, email: string) {
  const person = castOf(this).named(name, email);
  await person.device.openApp();
  await person.device.register({ name, email, password: person.password, organization });
  assert.equal(person.device.view().error, null, `${name} could not register`);
});

When('{word} signs in', async function (this: SpecWorld, firstName: string) {
  const person = signedInAs(this, firstName);
  await person.device.openApp();
  await person.device.signIn(person.email, person.password);
});

When('{word} signs in again', async function (this: SpecWorld, firstName: string) {
  const person = signedInAs(this, firstName);
  await person.device.signOut();
  await person.device.signIn(person.email, person.password);
});

Given('{word} has signed out', async function (this: SpecWorld, firstName: string) {
  const device = castOf(this).person(firstName).device;
  await device.signOut();
  assert.equal(device.view().state, 'UNAUTHENTICATED');
});

When('{word} reopens the app', function (this: SpecWorld, firstName: string) {
  return castOf(this).person(firstName).device.openApp();
});

Then('{word} is signed in as {string} with role {string}', function (this: SpecWorld, firstName: string, name: string, role: string) {
  const { state, user, error } = castOf(this).person(firstName).device.view();
  assert.deepEqual({ state, error, name: user?.name, role: user?.role }, { state: 'AUTHENTICATED', error: null, name, role });
});

Then('{word} is not signed in', function (this: SpecWorld, firstName: string) {
  const { state, user } = castOf(this).person(firstName).device.view();
  assert.deepEqual({ state, user }, { state: 'UNAUTHENTICATED', user: null });
});

Then('{word} sees the error {string}', function (this: SpecWorld, firstName: string, message: string) {
  assert.equal(castOf(this).person(firstName).device.view().error, message);
});

Then("{word}'s spaces are {string}", function (this: SpecWorld, firstName: string, names: string) {
  // The spaces load in the background after sign-in.
  const device = castOf(this).person(firstName).device;
  return eventually(() => assert.deepEqual(device.view().spaces, names.split(',').map((n) => n.trim())));
});

Then('{word} sees no spaces', function (this: SpecWorld, firstName: string) {
  const { spaces, currentSpace } = castOf(this).person(firstName).device.view();
  assert.deepEqual({ spaces, currentSpace }, { spaces: [], currentSpace: null });
});

Then("{word}'s current space is {string}", function (this: SpecWorld, firstName: string, name: string) {
  assert.equal(castOf(this).person(firstName).device.view().currentSpace, name);
});

When('{word} switches to the space {string}', function (this: SpecWorld, firstName: string, name: string) {
  return castOf(this).person(firstName).device.switchSpace(name);
});

When('{word} creates the space {string}', function (this: SpecWorld, firstName: string, name: string) {
  // The create dialog derives the slug from the name.
  return castOf(this).person(firstName).device.createSpace(name, deriveSlug(name));
});

Given('{word} has created the space {string}', async function (this: SpecWorld, firstName: string, name: string) {
  const device = castOf(this).person(firstName).device;
  await device.createSpace(name, deriveSlug(name));
  assert.equal(device.view().error, null);
});

Then('{string} receives the email {string}', async function (this: SpecWorld, address: string, subject: string) {
  const mail = (await this.backstage.mailTo(address)).find((m) => m.subject === subject);
  assert.ok(mail?.link, `no email "${subject}" with a link to ${address}: ${JSON.stringify(await this.backstage.mailTo(address))}`);
  castOf(this).lastMailLink = mail.link;
});

When('{string} follows the link in that email and registers', function (this: SpecWorld, name: string) {
  return castOf(this).registerFromLastMail(name);
});

When('{string} follows the link in that email and registers the organization {string}', function (this: SpecWorld, name: string, organization: string) {
  return castOf(this).registerFromLastMail(name, organization);
});

When('{word} opens the Credits screen', function (this: SpecWorld, firstName: string) {
  return castOf(this).person(firstName).device.loadProfile();
});

Then("{word}'s plan is {string} with status {string}", function (this: SpecWorld, firstName: string, plan: string, status: string) {
  const credits = castOf(this).person(firstName).device.credits();
  assert.deepEqual({ plan: credits?.plan, status: credits?.planStatus }, { plan, status });
});

Then('{word} has used {int} of {int} credits, {int} remaining', function (this: SpecWorld, firstName: string, used: number, total: number, remaining: number) {
  const c = castOf(this).person(firstName).device.credits();
  assert.deepEqual({ used: c?.used, total: c?.total, remaining: c?.remaining }, { used, total, remaining });
});

Then("{word}'s latest transaction reads {string}", function (this: SpecWorld, firstName: string, activity: string) {
  assert.equal(castOf(this).person(firstName).device.credits()?.latestTransaction, activity);
});
