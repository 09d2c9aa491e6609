import type { Bind } from 'inversify';

/** Binds use cases to themselves: each takes its ports by constructor, with their tokens. */
export function bindUseCases(bind: Bind, useCases: readonly (new (...args: never[]) => unknown)[]): void {
  for (const useCase of useCases) bind(useCase).toSelf();
}
