import { assign, fromPromise, setup } from 'xstate';

export type SiteSwitchOffEvent = { type: 'site.open' } | { type: 'site.cancel' } | { type: 'site.confirm' };

export interface SiteSwitchOffContext {
  /** The server's words after switching off, shown on the "site is off" page. */
  detail: string | null;
}

/**
 * The admin's "switch the site off" confirmation (docs/PRODUCT.md §2 and §4): the icon opens
 * the question, Нет closes it, Да calls GET /api/stop_site/ (the `stopSite` actor). Success
 * ends in `switchedOff`, where the app shows the "site is off" page; a failure goes back
 * to `idle` (the error catalogue already told the user).
 */
export const siteSwitchOffMachine = setup({
  types: {
    context: {} as SiteSwitchOffContext,
    events: {} as SiteSwitchOffEvent,
  },
  actors: {
    stopSite: fromPromise<{ detail?: string }>(() => Promise.reject(new Error('stopSite is not provided'))),
  },
  actions: {
    /** Tells the rest of the app (the app provides it: a Redux dispatch). */
    announceSwitchedOff: (_, _detail: string | null) => {},
  },
}).createMachine({
  id: 'siteSwitchOff',
  context: { detail: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'site.open': 'confirming' },
    },
    confirming: {
      on: {
        'site.cancel': 'idle',
        'site.confirm': 'stopping',
      },
    },
    stopping: {
      invoke: {
        id: 'stopSite',
        src: 'stopSite',
        onDone: {
          target: 'switchedOff',
          actions: [
            assign({ detail: ({ event }) => event.output?.detail ?? null }),
            { type: 'announceSwitchedOff', params: ({ event }) => event.output?.detail ?? null },
          ],
        },
        onError: 'idle',
      },
    },
    switchedOff: { type: 'final' },
  },
});
