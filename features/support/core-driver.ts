import { ManualClock } from '../../adapters/client/manual-clock.ts';
import { ClientAppDriver } from './client-app-driver.ts';
import { FakeServer } from './fake-server.ts';
import { FakeUpload } from './fake-upload.ts';
import type { Driver } from './driver.ts';

/** The client core over in-memory fakes: a fake server per scenario and a hand-advanced clock. Fast. */
export function createCoreDriver(): Driver {
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 9, 0, 0));
  const server = new FakeServer(clock);
  return new ClientAppDriver(server, clock, '', server.agents, 0, new FakeUpload(server));
}
