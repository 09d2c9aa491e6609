import type { RouteProvider } from '../../core/client/ports/client-context.port.ts';

/** A route that is set by its owner (CLI command name, test step, router listener). */
export class FixedRoute implements RouteProvider {
  constructor(public route = '/') {}

  currentRoute(): string {
    return this.route;
  }
}
