import { createContext, createElement, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { SignInScreenFactories, SignInViewModels, ViewModels } from './view-models/view-models.ts';
import type { SignedInParts } from './signed-in-parts.ts';

/**
 * What a part of the page can reach: every page the sign-in view-models and the public pages' factories
 * (web/main.tsx); the signed-in shell's pages also the app-wide view-models and the parts their features' pages are
 * composed from (web/signed-in-root.ts, a provider of its own inside the shell).
 */
interface ViewModelScope {
  viewModels: SignInViewModels & Partial<ViewModels>;
  factories: SignInScreenFactories;
  /** What feature pages are composed from; only inside the signed-in shell. */
  parts?: SignedInParts;
}

const ViewModelContext = createContext<ViewModelScope | null>(null);

export function ViewModelProvider(props: ViewModelScope & { children: ReactNode }) {
  const [scope] = useState<ViewModelScope>(() => ({ viewModels: props.viewModels, factories: props.factories, parts: props.parts }));
  return <ViewModelContext.Provider value={scope}>{props.children}</ViewModelContext.Provider>;
}

function useScope(): ViewModelScope {
  const scope = useContext(ViewModelContext);
  if (!scope) throw new Error('useViewModel needs a ViewModelProvider above it');
  return scope;
}

/** An app-wide view-model. */
export function useViewModel<K extends keyof ViewModels>(key: K): ViewModels[K] {
  const viewModel = useScope().viewModels[key];
  if (!viewModel) throw new Error(`The view-model '${key}' exists only inside the signed-in shell`);
  return viewModel as ViewModels[K];
}

/**
 * A view-model of this screen visit, made once when the screen mounts. The screen passes its class (so the
 * class loads with the screen's chunk); the composition root's factory gives it its dependencies.
 */
export function useScreenViewModel<K extends keyof SignInScreenFactories>(key: K, make: Parameters<SignInScreenFactories[K]>[0]): ReturnType<SignInScreenFactories[K]> {
  const { factories } = useScope();
  const [viewModel] = useState(() => {
    const factory = factories[key] as ((make: unknown) => unknown) | undefined;
    if (!factory) throw new Error(`The screen view-model '${key}' exists only inside the signed-in shell`);
    return factory(make) as ReturnType<SignInScreenFactories[K]>;
  });
  return viewModel;
}

/** The parts a feature's views are composed from; `what` names the view that asks, for the error outside the shell. */
function useSignedInParts(what: string): SignedInParts {
  const { parts } = useScope();
  if (!parts) throw new Error(`${what} exists only inside the signed-in shell`);
  return parts;
}

/**
 * A feature's view given its view-model: `compose` makes it from the signed-in parts once per mount, and the view
 * gets it as `vm` beside its own props. The module that calls this is the feature's part of the composition root
 * (its `*-page.tsx`, or a part another screen shows); it loads with the view's chunk, as a screen's view-model does.
 */
export function withViewModel<Props extends { vm: unknown }>(View: ComponentType<Props>, compose: (parts: SignedInParts) => Props['vm']): ComponentType<Omit<Props, 'vm'>> {
  return function ComposedView(props: Omit<Props, 'vm'>) {
    const parts = useSignedInParts(View.displayName ?? View.name);
    const [vm] = useState(() => compose(parts));
    return createElement(View, { ...props, vm } as Props);
  };
}

/**
 * A feature's view-model shared by every view of it on the signed-in pages (a toggle and the panel it fills):
 * `compose` makes it from the signed-in parts the first time a view asks, and every view after gets that one.
 * The module that calls this is the feature's part of the composition root.
 */
export function sharedViewModel<VM>(compose: (parts: SignedInParts) => VM): () => VM {
  const made = new WeakMap<SignedInParts, VM>();
  return function useSharedViewModel() {
    const parts = useSignedInParts('A shared view-model');
    let vm = made.get(parts);
    if (vm === undefined) {
      vm = compose(parts);
      made.set(parts, vm);
    }
    return vm;
  };
}
