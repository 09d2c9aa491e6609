import { createElement, use, type ComponentType } from 'react';

/** A screen in its own chunk: rendered once its code has arrived, and fetched ahead with `preload` (the same request). */
export interface LazyScreen {
  Component: ComponentType;
  preload(): Promise<unknown>;
}

/**
 * Not React's `lazy`: that suspends at its first render even when the code has long arrived (the composition root
 * preloads the start address's screens beside the session's first requests), and a Suspense fallback, once
 * shown, is held at least 300 ms by React. This renders a loaded screen at once and suspends only while its code
 * is still on the way.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        // A failed chunk fetch is tried again at the next visit, not remembered for good.
        loading = null;
        throw error;
      },
    ));
  function Screen(props: object) {
    return createElement(loaded ?? use(preload()), props);
  }
  return { Component: Screen, preload };
}
