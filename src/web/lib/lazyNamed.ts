import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./X').then((m) => m.X))`.
 * Each call is a split point, so a screen's code (and its API endpoints) loads with it.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
