import type { Container, Newable } from 'inversify';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';

/** The use cases a route file names, resolved from the container (feature modules are part of the composition root). */
export function resolveUseCases<T extends UseCaseClasses>(container: Container, classes: T): UseCasesOf<T> {
  // Each class is its own token; the mapped type above gives each name its instance type.
  return Object.fromEntries(Object.entries(classes).map(([name, useCase]) => [name, container.get(useCase as Newable<object>)])) as UseCasesOf<T>;
}
