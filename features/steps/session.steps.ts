import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { eventually } from '../support/eventually.ts';
import type { SpecWorld } from '../support/world.ts';

// One-liners: every step hands its words to the driver (features/support/driver.ts) or asserts on its view.

function list(names: string): string[] {
  return names.split(',').map((n) => n.trim()).filter(Boolean);
}

Given('an account for {string} with email {string}, password {string} and organization {string}', function (this: SpecWorld, name: string, email: string, password: string, organization: string) {
  return this.driver.givenAccount({ name, email, password, organization });
});

Given('I open the app on a new device', function (this: SpecWorld) {
  return this.driver.openApp();
});

When('I reopen the app', function (this: SpecWorld) {
  return this.driver.openApp();
});

When('I register as {string} with email {string}, password {string} and organization {string}', function (this: SpecWorld, name: string, email: string, password: string, organization: string) {
  return this.driver.register({ name, email, password, organization });
});

When('I sign in with email {string} and password {string}', function (this: SpecWorld, email: string, password: string) {
  return this.driver.signIn(email, password);
});

When('I sign out', function (this: SpecWorld) {
  return this.driver.signOut();
});

When('I create the space {string} with slug {string}', function (this: SpecWorld, name: string, slug: string) {
  return this.driver.createSpace(name, slug);
});

When('I switch to the space {string}', function (this: SpecWorld, name: string) {
  return this.driver.switchSpace(name);
});

Then('I am signed in as {string} with email {string} and role {string}', function (this: SpecWorld, name: string, email: string, role: string) {
  const { state, user, error } = this.driver.view();
  assert.deepEqual({ state, error }, { state: 'AUTHENTICATED', error: null });
  assert.deepEqual(Object.keys(user ?? {}).sort(), ['email', 'id', 'name', 'org_id', 'role']);
  assert.deepEqual({ name: user?.name, email: user?.email, role: user?.role }, { name, email, role });
});

Then('I am not signed in', function (this: SpecWorld) {
  assert.deepEqual({ state: this.driver.view().state, user: this.driver.view().user }, { state: 'UNAUTHENTICATED', user: null });
});

Then('the device keeps sign-in tokens', function (this: SpecWorld) {
  assert.equal(this.driver.hasStoredTokens(), true);
});

Then('the device keeps no sign-in tokens', function (this: SpecWorld) {
  assert.equal(this.driver.hasStoredTokens(), false);
});

Then('my spaces are {string}', function (this: SpecWorld, names: string) {
  assert.deepEqual(this.driver.view().spaces, list(names));
});

Then('I see no spaces', function (this: SpecWorld) {
  assert.deepEqual({ spaces: this.driver.view().spaces, current: this.driver.view().currentSpace }, { spaces: [], current: null });
});

Then('my current space is {string}', function (this: SpecWorld, name: string) {
  assert.equal(this.driver.view().currentSpace, name);
});

Then('I see the error {string}', function (this: SpecWorld, message: string) {
  assert.equal(this.driver.view().error, message);
});

Then('the app announces {string}', function (this: SpecWorld, event: string) {
  return eventually(() => assert.ok(this.driver.events().includes(event), `${event} not in ${JSON.stringify(this.driver.events())}`));
});
