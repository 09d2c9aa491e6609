import { createContext, createElement, useContext, useState, type ComponentType, type ReactNode } from 'react';
import type { SignInViewModels, ViewModels } from './view-models/view-models.ts';
import type { PublicParts } from './sign-in/public-parts.ts';
import type { SignedInParts } from './signed-in-parts.ts';

/**
 * What a part of the page can reach: every page the sign-in view-models and the parts the public pages are
 * composed from (web/main.tsx); the signed-in shell's pages also the app-wide view-models and the parts their
 * features' pages are composed from (web/signed-in-root.ts, a provider of its own inside the shell).
 */
interface ViewModelScope {
  viewModels: SignInViewModels & Partial<ViewModels>;
  publicParts: PublicParts;
  /** What feature pages are composed from; only inside the signed-in shell. */
  parts?: SignedInParts;
}

const ViewModelContext = createContext<ViewModelScope | null>(null);

export function ViewModelProvider(props: ViewModelScope & { children: ReactNode }) {
  const [scope] = useState<ViewModelScope>(() => ({ viewModels: props.viewModels, publicParts: props.publicParts, parts: props.parts }));
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
 * A page before sign-in given its view-model: `compose` makes it from the public parts once per visit (forms start
 * empty), and the screen gets it as `vm`. The page module (web/sign-in/*-page.tsx) loads with the screen's chunk.
 */
export function withPublicViewModel<Props extends { vm: unknown }>(View: ComponentType<Props>, compose: (parts: PublicParts) => Props['vm']): ComponentType<Omit<Props, 'vm'>> {
  return function ComposedPublicView(props: Omit<Props, 'vm'>) {
    const { publicParts } = useScope();
    const [vm] = useState(() => compose(publicParts));
    return createElement(View, { ...props, vm } as Props);
  };
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
