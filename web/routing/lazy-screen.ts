import { lazy, type ComponentType } from 'react';

/** A screen in its own chunk: rendered through React's `lazy`, and fetched ahead with `preload` (the same request). */
export interface LazyScreen {
  Component: ComponentType;
  preload(): Promise<unknown>;
}

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A failed chunk fetch is tried again at the next visit, not remembered for good.
        loading = null;
        throw error;
      },
    ));
  return { Component: lazy(once), preload: once };
}
