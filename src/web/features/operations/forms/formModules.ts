import { useCallback, useEffect, useState } from 'react';
import type { ExchangeForm } from '../exchange/ExchangeForm';
import type { PersonOperationForm } from '../person/PersonOperationForm';
import type { CryptoTransactionForm } from '../crypto/CryptoTransactionForm';

/**
 * The forms (with formik and yup) are their own chunks: the screen paints its day and journal
 * without parsing them and fetches them right after (docs/PERFORMANCE.md, the Операции screen).
 * Not React.lazy under Suspense: a lazy component suspends on its first render even when its
 * chunk is already there, and Suspense then shows its fallback for at least 300 ms (React's
 * throttle), which was the first F2's delay. A loaded form renders at once, in the key's task.
 */
export interface FormModules {
  ExchangeForm: typeof ExchangeForm;
  PersonOperationForm: typeof PersonOperationForm;
  CryptoTransactionForm: typeof CryptoTransactionForm;
}

const LOADERS: { [K in keyof FormModules]: () => Promise<FormModules[K]> } = {
  ExchangeForm: () => import('../exchange/ExchangeForm').then((m) => m.ExchangeForm),
  PersonOperationForm: () => import('../person/PersonOperationForm').then((m) => m.PersonOperationForm),
  CryptoTransactionForm: () => import('../crypto/CryptoTransactionForm').then((m) => m.CryptoTransactionForm),
};

/** Loaded once per page: a second visit of the screen renders its forms at once. */
const loaded: Partial<FormModules> = {};
const loading: Partial<Record<keyof FormModules, Promise<unknown>>> = {};

function load<K extends keyof FormModules>(name: K): Promise<unknown> {
  loading[name] ??= LOADERS[name]().then(
    (component) => {
      loaded[name] = component as never;
    },
    () => {
      delete loading[name];
    },
  );
  return loading[name];
}

/**
 * The forms loaded so far; `need(name)` asks for one now (a key pressed before the idle
 * load came). `names` are loaded once the browser is idle, within a second at the latest.
 */
export function useFormModules(names: readonly (keyof FormModules)[]): { forms: Partial<FormModules>; need: (name: keyof FormModules) => void } {
  const [forms, setForms] = useState<Partial<FormModules>>(() => ({ ...loaded }));
  // Stable: it reads the module's `loaded` and a state setter only.
  const need = useCallback((name: keyof FormModules) => {
    if (loaded[name]) return;
    void load(name).then(() => setForms({ ...loaded }));
  }, []);
  const key = names.join(',');
  useEffect(() => {
    const start = () => {
      for (const name of names) need(name);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(start, { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { forms, need };
}
