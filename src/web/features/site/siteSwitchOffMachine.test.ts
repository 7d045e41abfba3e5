import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { replay } from '../../../shared/machines/replay';
import { deferredActors } from '../../testing/deferredActors';
import { modelPaths } from '../../testing/modelPaths';
import { siteSwitchOffMachine, type SiteSwitchOffEvent } from './siteSwitchOffMachine';

const EVENTS = [
  { type: 'site.open' },
  { type: 'site.cancel' },
  { type: 'site.confirm' },
  { type: 'xstate.done.actor.stopSite', output: { detail: 'Сайт выключен.' } },
  { type: 'xstate.error.actor.stopSite', error: new Error('403') },
] as unknown as SiteSwitchOffEvent[];

describe('site switch-off machine', () => {
  it('reaches every state, and only Да followed by success switches the site off', () => {
    const paths = getShortestPaths(siteSwitchOffMachine, { events: EVENTS });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'confirming', 'stopping', 'switchedOff']));
    const off = paths.find((p) => p.state.value === 'switchedOff')!;
    expect(off.steps.slice(1).map((s) => s.event.type)).toEqual(['site.open', 'site.confirm', 'xstate.done.actor.stopSite']);
  });

  const paths = modelPaths(siteSwitchOffMachine, EVENTS);

  it.each(paths.map((p) => [p.name, p] as const))(
    'walks %s on the real machine',
    async (_name, path) => {
      const fake = deferredActors(['stopSite'] as const);
      const announce = jest.fn();
      const actor = createActor(
        siteSwitchOffMachine.provide({ actors: fake.actors, actions: { announceSwitchedOff: announce } }),
      ).start();
      for (const step of path.steps.slice(1)) {
        if (!(await fake.settle(step.event))) actor.send(step.event);
        const value = actor.getSnapshot().value;
        expect(value).toEqual(step.state.value);
        // The site is announced off exactly when the machine says so, and never called twice.
        expect(announce).toHaveBeenCalledTimes(value === 'switchedOff' ? 1 : 0);
        // The server is called only after Да.
        expect(fake.isRunning('stopSite')).toBe(value === 'stopping');
      }
      actor.stop();
    },
  );

  it('passes the server detail to the app', async () => {
    const fake = deferredActors(['stopSite'] as const);
    const announce = jest.fn();
    const actor = createActor(
      siteSwitchOffMachine.provide({ actors: fake.actors, actions: { announceSwitchedOff: announce } }),
    ).start();
    actor.send({ type: 'site.open' });
    actor.send({ type: 'site.confirm' });
    await fake.settle({ type: 'xstate.done.actor.stopSite', output: { detail: 'Готово' } });
    expect(announce.mock.calls[0][1]).toBe('Готово');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('replays a bug report: Нет, then the icon again, then Да', () => {
    const fake = deferredActors(['stopSite'] as const);
    expect(
      replay(siteSwitchOffMachine.provide({ actors: fake.actors }), ['site.open', 'site.cancel', 'site.open', 'site.confirm', 'site.cancel']),
    ).toEqual(['idle', 'confirming', 'idle', 'confirming', 'stopping', 'stopping']);
  });
});
