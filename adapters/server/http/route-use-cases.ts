/**
 * The use cases a route file calls, by the name it calls them. The values are their classes, which are also
 * their container tokens: the feature module resolves them, so a route file never sees the container.
 */
export type UseCaseClasses = Record<string, new (...args: never[]) => object>;

/** Those use cases resolved: what a route file receives. */
export type UseCasesOf<T extends UseCaseClasses> = { [K in keyof T]: InstanceType<T[K]> };
