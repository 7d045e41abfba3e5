import { createContext } from 'react';
import type { AppStore } from './store';

type StoreModule = typeof import('./store');

/**
 * The app's Redux store, made when it is first needed — by the signed-in shell, or by a
 * sign-in — together with its code (Redux Toolkit, RTK Query, immer, every API's state:
 * ~25 KB gzip), which /login therefore never downloads (its budget, docs/PERFORMANCE.md).
 * The signed-out app (the sign-in form, the auth machine, the router) needs no store.
 * One per app; tests hand theirs in made.
 */
export class StoreHolder {
  private made: AppStore | null;
  private module: StoreModule | null = null;
  private loading: Promise<StoreModule> | null = null;
  /** The auth machine's state, mirrored into the store's `auth` boolean (docs/PRODUCT.md §3). */
  private auth = false;

  constructor(store: AppStore | null = null) {
    this.made = store;
  }

  /** The store, if it was made. */
  get store(): AppStore | null {
    return this.made;
  }

  /** Makes the store with its module's code, once (the shell, whose chunk holds that code). */
  make(module: StoreModule): AppStore {
    const learnt = !this.module;
    this.module ??= module;
    if (!this.made) this.made = module.makeStore();
    // A new store (or one handed in, before its code was known here) starts with the machine's
    // state; AuthProvider's mirror keeps it so.
    else if (!learnt) return this.made;
    module.mirrorAuth(this.made, this.auth);
    return this.made;
  }

  /** The auth machine's state changed: the store says so (once it exists; a new one starts so). */
  mirrorAuth(auth: boolean): void {
    this.auth = auth;
    if (this.made && this.module) this.module.mirrorAuth(this.made, auth);
  }

  /** Loads the store's code (the shell's chunk) and makes the store (a sign-in under way). */
  async load(): Promise<AppStore> {
    return this.make(await this.loadModule());
  }

  /** A new session: the last one's cached answers and 401 flag go (if a store was ever made). */
  clearSession(): void {
    const store = this.made;
    if (!store) return;
    if (this.module) this.module.clearSession(store);
    else void this.loadModule().then((m) => m.clearSession(store));
  }

  private loadModule(): Promise<StoreModule> {
    this.loading ??= import(/* webpackChunkName: "shell" */ './store').catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}

export const StoreHolderContext = createContext<StoreHolder>(new StoreHolder());
