import { AfterAll, After, Before, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { createCoreDriver } from './core-driver.ts';
import { createHttpDriver } from './http-driver.ts';
import { startSpecServer, type SpecServer } from './spec-server.ts';
import type { Driver } from './driver.ts';
import type { Backstage } from './backstage.ts';

export type DriverKind = 'core' | 'http';

export interface WorldParameters {
  /** Chosen by the cucumber profile (cucumber.js): `core` or `http`. */
  driver?: DriverKind;
}

/** The real server of this worker, started for its first @session scenario (in-process or on loopback, by profile). */
let server: SpecServer | null = null;
/** A second real server whose agents write through a model stub, started for the first @model scenario. */
let modelServer: SpecServer | null = null;

/** Each scenario gets its own driver, built lazily for the profile's kind, and named people's sessions. */
export class SpecWorld extends World<WorldParameters> {
  private current: Driver | null = null;
  /** Set for @model scenarios: they talk to the server backed by the model stub. */
  useModelServer = false;

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
  }

  get driver(): Driver {
    this.current ??= this.kind() === 'core' ? createCoreDriver(this.target()) : createHttpDriver(this.target().url);
    return this.current;
  }

  /** The mail the server sent and what an operator changes on it (features/support/backstage.ts). */
  get backstage(): Backstage {
    return this.target().backstage;
  }

  kind(): DriverKind {
    return this.parameters.driver ?? 'core';
  }

  async dispose(): Promise<void> {
    await this.current?.dispose();
    this.current = null;
  }

  private target(): SpecServer {
    const target = this.useModelServer ? modelServer : server;
    if (!target) throw new Error('the driver needs the server its Before hook starts for @session (and @model) scenarios');
    return target;
  }
}

setWorldConstructor(SpecWorld);

// Every step drives the real server in this process: the first run or document of a worker loads the agents'
// engine and the extraction workers, which on a busy machine takes longer than cucumber's 5 s default.
setDefaultTimeout(20_000);

const transportOf = (world: SpecWorld) => (world.kind() === 'core' ? 'in-process' : 'loopback');

Before({ tags: '@session', timeout: 60_000 }, async function (this: SpecWorld) {
  server ??= await startSpecServer(transportOf(this));
});

Before({ tags: '@model', timeout: 60_000 }, async function (this: SpecWorld) {
  this.useModelServer = true;
  modelServer ??= await startSpecServer(transportOf(this), { model: true });
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
