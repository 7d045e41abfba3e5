import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./X').then((m) => m.X))`.
 * Each call is a split point, so a screen's code (and its API endpoints) loads with it.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * A lazy component whose chunk can be asked for before it renders (`preload()`; webpack keeps
 * one request per chunk), so a screen's code downloads while its section is still loading.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(lazyNamed(load), { preload: () => void load().catch(() => {}) });
}
