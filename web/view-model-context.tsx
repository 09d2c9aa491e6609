import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ScreenViewModelFactories, ViewModels } from './view-models/view-models.ts';

interface ViewModelScope {
  viewModels: ViewModels;
  factories: ScreenViewModelFactories;
}

const ViewModelContext = createContext<ViewModelScope | null>(null);

export function ViewModelProvider(props: ViewModelScope & { children: ReactNode }) {
  const [scope] = useState<ViewModelScope>(() => ({ viewModels: props.viewModels, factories: props.factories }));
  return <ViewModelContext.Provider value={scope}>{props.children}</ViewModelContext.Provider>;
}

function useScope(): ViewModelScope {
  const scope = useContext(ViewModelContext);
  if (!scope) throw new Error('useViewModel needs a ViewModelProvider above it');
  return scope;
}

/** An app-wide view-model. */
export function useViewModel<K extends keyof ViewModels>(key: K): ViewModels[K] {
  return useScope().viewModels[key];
}

/**
 * A view-model of this screen visit, made once when the screen mounts. The screen passes its class (so the
 * class loads with the screen's chunk); the composition root's factory gives it its dependencies.
 */
export function useScreenViewModel<K extends keyof ScreenViewModelFactories>(key: K, make: Parameters<ScreenViewModelFactories[K]>[0]): ReturnType<ScreenViewModelFactories[K]> {
  const { factories } = useScope();
  const [viewModel] = useState(() => (factories[key] as (make: unknown) => unknown)(make) as ReturnType<ScreenViewModelFactories[K]>);
  return viewModel;
}
