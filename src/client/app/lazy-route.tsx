import { type ComponentType, lazy } from 'react';

export interface LazyRoute {
  Component: ComponentType;
  /** Loads the route's code ahead of rendering, so a prerendered page hydrates without suspending. */
  preload(): Promise<void>;
}

/** A code-split route: its module loads on first visit, or earlier through preload(). */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload };
}
