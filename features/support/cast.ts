import { After } from '@cucumber/cucumber';
import type { Driver } from './driver.ts';
import type { SpecWorld } from './world.ts';

/** Everyone in these scenarios signs in with this password; the scenarios are about other things. */
export const PERSON_PASSWORD = 'correct horse battery';

/** One person of a scenario: their own device, and how they sign in. */
export interface Person {
  name: string;
  device: Driver;
  email: string | null;
  password: string;
}

/**
 * The people of a scenario, by first name ("Olivia"), each on a device of their own: another
 * ClientAppDriver on the same server and clock as the world's driver.
 */
export class Cast {
  private readonly people = new Map<string, Person>();
  /** The link of the email a person last received in this scenario ("that email"). */
  lastMailLink: string | null = null;

  constructor(private readonly world: SpecWorld) {}

  /** A person known to the scenario; their device is made on first mention. */
  person(firstName: string): Person {
    let person = this.people.get(firstName);
    if (!person) {
      person = { name: firstName, device: this.world.driver.anotherDevice(), email: null, password: PERSON_PASSWORD };
      this.people.set(firstName, person);
    }
    return person;
  }

  /** The person named "Olivia Owner", known from now on as Olivia. */
  named(fullName: string, email?: string, password = PERSON_PASSWORD): Person {
    const person = this.person(firstNameOf(fullName));
    Object.assign(person, { name: fullName, password, ...(email ? { email } : {}) });
    return person;
  }

  /** The person opens the link of "that email" on a device of their own and registers on the screen it opens. */
  async registerFromLastMail(fullName: string, organization?: string): Promise<Person> {
    const link = this.lastMailLink;
    if (!link) throw new Error('no email with a link was received in this scenario');
    const person = this.named(fullName, new URL(link).searchParams.get('email') ?? undefined);
    await person.device.openApp();
    await person.device.organization().registerFromLink(link, fullName, person.password, organization);
    return person;
  }

  async dispose(): Promise<void> {
    for (const person of this.people.values()) await person.device.dispose();
    this.people.clear();
  }
}

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0]!;
}

const casts = new WeakMap<SpecWorld, Cast>();

export function castOf(world: SpecWorld): Cast {
  let cast = casts.get(world);
  if (!cast) {
    cast = new Cast(world);
    casts.set(world, cast);
  }
  return cast;
}

After(async function (this: SpecWorld) {
  await casts.get(this)?.dispose();
  casts.delete(this);
});
