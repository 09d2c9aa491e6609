import { AfterAll, After, Before, BeforeAll, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { createCoreDriver } from './core-driver.ts';
import { createHttpDriver, startRealServer, type RunningTestServer } from './http-driver.ts';
import type { Driver } from './driver.ts';
import { ClientAppDriver } from './client-app-driver.ts';
import { fakeBackstage, type Backstage } from './backstage.ts';

export type DriverKind = 'core' | 'http';

export interface WorldParameters {
  /** Chosen by the cucumber profile (cucumber.js): `core` or `http`. */
  driver?: DriverKind;
}

let server: RunningTestServer | null = null;
/** A second real server whose agents write through a model stub, started for the first @model scenario. */
let modelServer: RunningTestServer | null = null;

/** Each scenario gets its own driver, built lazily for the profile's kind, and named people's sessions. */
export class SpecWorld extends World<WorldParameters> {
  private current: Driver | null = null;
  /** Set for @model scenarios: over HTTP they talk to the server backed by the model stub. */
  useModelServer = false;

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
  }

  get driver(): Driver {
    this.current ??= buildDriver(this.parameters.driver ?? 'core', this.useModelServer);
    return this.current;
  }

  /** The mail the server sent and what an operator changes on it (features/support/backstage.ts). */
  get backstage(): Backstage {
    if (this.parameters.driver === 'http') {
      if (!server) throw new Error('the http driver needs the server started in BeforeAll');
      return server.backstage;
    }
    const fake = this.driver instanceof ClientAppDriver ? this.driver.fakeServer() : null;
    if (!fake) throw new Error('the core driver has no fake server');
    return fakeBackstage(fake);
  }

  async dispose(): Promise<void> {
    await this.current?.dispose();
    this.current = null;
  }
}

function buildDriver(kind: DriverKind, model: boolean): Driver {
  if (kind === 'core') return createCoreDriver();
  const target = model ? modelServer : server;
  if (!target) throw new Error('the http driver needs the server started in BeforeAll (or, for @model, in its Before hook)');
  return createHttpDriver(target.url);
}

setWorldConstructor(SpecWorld);

BeforeAll({ timeout: 30_000 }, async function (this: { parameters: WorldParameters }) {
  if (this.parameters.driver === 'http') server = await startRealServer();
});

Before({ tags: '@model', timeout: 30_000 }, async function (this: SpecWorld) {
  this.useModelServer = true;
  if (this.parameters.driver === 'http') modelServer ??= await startRealServer({ model: true });
});

After(async function (this: SpecWorld) {
  await this.dispose();
});

AfterAll({ timeout: 30_000 }, async function () {
  await server?.stop();
  await modelServer?.stop();
  server = null;
  modelServer = null;
});
