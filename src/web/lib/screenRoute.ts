import type { ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Me } from '../../shared/contract';
import { preloadable } from './lazyNamed';

/**
 * The sections of docs/PRODUCT.md §2, each with its own layout: the cities section (tabs), a
 * city (side menu), a cash register (side menu), and the admin section (tabs; admins only,
 * docs/admin.md).
 */
export type Section = 'cities' | 'city' | 'cashRegister' | 'admin';

/**
 * One screen of the app, as its feature declares it: where it lives, its menu entry (which is
 * also its breadcrumb), and the lazily loaded component. The app's screen table
 * (app/screens.ts) lists them; routes, menus and breadcrumbs are all built from it, so adding
 * a screen is its folder plus one line there.
 */
export interface ScreenRoute {
  section: Section;
  /** Relative to the section's root, no slashes: '' is the section's main page. */
  path: string;
  /** The menu entry and the breadcrumb (docs/PRODUCT.md §2's menu labels). */
  label: string;
  /** A lazy component (lazyNamed), so the screen and its endpoints load with it. */
  Screen: ComponentType;
  /** Starts downloading the screen's chunk (before it renders, while its section loads). */
  preload: () => void;
  /** Whether this user sees the menu entry at all (default: everyone). */
  visibleTo?: (me: Me) => boolean;
  /** A page reached from another screen (a person's detail): no menu entry of its own. */
  inMenu: boolean;
  /** Asks for the screen's data as the route is entered (ScreenFrame), when it declares how. */
  prefetch?: (context: PrefetchContext) => void;
}

/** What a screen's prefetch knows: the store, the route's parameters and its query string. */
export interface PrefetchContext {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface ScreenOptions {
  visibleTo?: (me: Me) => boolean;
  /** Default true; false for detail pages (path with a parameter, e.g. 'operation-persons/:personId'). */
  inMenu?: boolean;
  /**
   * The screen's data, asked for when the route is entered rather than once its code and its
   * section's object have loaded: a lazily loaded function (its own small chunk, the screen's
   * API endpoints) that starts the screen's first queries with the arguments the screen uses.
   */
  prefetch?: () => Promise<(context: PrefetchContext) => void>;
}

/**
 * A screen in one line: `screen('cashRegister', 'transfers', 'Переводы', () => import('./TransferList').then((m) => m.TransferList))`.
 * The import runs only when the route is first visited (its own chunk).
 */
export function screen(
  section: Section,
  path: string,
  label: string,
  load: () => Promise<ComponentType>,
  { visibleTo, inMenu = true, prefetch }: ScreenOptions = {},
): ScreenRoute {
  const Screen = preloadable(load);
  const prefetchData = prefetch && ((context: PrefetchContext) => void prefetch().then((start) => start(context), () => {}));
  return { section, path, label, Screen, preload: Screen.preload, visibleTo, inMenu, prefetch: prefetchData };
}
