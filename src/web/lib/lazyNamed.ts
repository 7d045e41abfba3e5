import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./X').then((m) => m.X))`.
 * Each call is a split point, so a screen's code (and its API endpoints) loads with it.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A lazy component whose chunk can be asked for before it renders (`preload()`; webpack keeps
 * one request per chunk): a screen's code downloads while its section is still loading, a
 * dialog's when its button is pointed at or focused.
 *
 * Once the chunk has come, it renders the component itself, not through React.lazy: a lazy
 * component suspends on its first render even when its code is already there, and the
 * Suspense fallback that shows for that one microtask (even a `null` one) holds the content
 * back for React's fallback throttle (300 ms after a fallback appeared) — on a register's first
 * visit the rows waited for it, and every preloaded dialog opened 300 ms after its press
 * (docs/PERFORMANCE.md, "A screen whose code has come does not suspend").
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazyNamed(loadAndKeep);
  function Preloadable(props: P) {
    // Chosen once per mount: a screen mounted through the lazy path stays on it. Switching the
    // element's type once the chunk had come (on Suspense's retry, or a later render) left the
    // cities list in its loading state for good (features/cities/CityList.test.tsx fails so).
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload: () => void loadAndKeep().catch(() => {}) });
}
