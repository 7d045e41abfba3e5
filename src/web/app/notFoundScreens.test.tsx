import { screen, waitFor } from '@testing-library/react';
import { makeMe, renderApp } from '../testing/renderApp';
import { shellServer } from '../testing/shellServer';
import { screenPath } from './menus';
import { SCREENS } from './screens';

/**
 * Waits until the app has asked nothing new for 300 ms: a screen's prefetch is a lazily
 * loaded module, whose first load under jest (compiled on the fly) takes a while.
 */
async function settled(calls: () => number) {
  // Counted from the call: one quiet window is enough (the count is read again after it).
  let seen = calls();
  await waitFor(
    async () => {
      const now = calls();
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (now !== seen || calls() !== now) {
        seen = now;
        throw new Error('still asking');
      }
    },
    { timeout: 10_000 },
  );
}

/**
 * Every city and register screen of the screen table, opened with an id the server does not
 * show this user: every call about it answers 404 (the fake server's answer for anything it
 * does not know), as the API does for another city's object. The object's 404 is the
 * not-found page and nothing else: no alert, whatever the screen asked for meanwhile.
 */
describe("a screen whose object is not the user's", () => {
  const sectionScreens = SCREENS.filter((s) => s.section !== 'cities');
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it.each(sectionScreens.map((s) => [screenPath(s, 9).replace(':personId', '5')]))('%s is the not-found page, with no alert', async (path) => {
    const api = shellServer(makeMe({}, { isCryptoTransactionPageActive: true, isAllowToCheckEarningReport: true }));
    renderApp(path, { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    await settled(() => api.requests.length);
    expect(alert).not.toHaveBeenCalled();
  });
});

/**
 * Every screen of the screen table that some users may not open (its `visibleTo`), opened by
 * a cashier without any right: one behaviour for all of them — the not-found page, as the API
 * answers 404 for what is not the user's, no alert, and no call about the screen (only the
 * shell's own).
 */
describe('a screen the user may not open', () => {
  const guarded = SCREENS.filter((s) => s.visibleTo);
  const SHELL_CALLS = /^GET \/api\/(me|city\/(1\/)?|cash_register\/(7\/)?|all_cash_registers\/|transfer_cash_registers\/|shift\/current\/|events\/|compliance\/watchlist\/state\/)(\?.*)?$/;
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('is declared for the screens that need a right', () => {
    expect(guarded.map((s) => s.label).sort()).toEqual(['Взаиморасчёты', 'Комплаенс', 'Остатки и лимиты', 'Остатки и лимиты', 'Офлайн-операции на проверку', 'Печатать отчеты', 'Подтверждения']);
  });

  // In the shell's own city (1) or register (7), whichever section the screen is in: its object is there, the screen is not.
  const pathOf = (s: (typeof guarded)[number]) => screenPath(s, s.section === 'city' ? 1 : 7);
  it.each(guarded.map((s) => [s.label, pathOf(s)]))('%s (%s) is the not-found page for a cashier, with no call of its own', async (_label, path) => {
    const cashier = makeMe();
    expect(guarded.find((s) => pathOf(s) === path)!.visibleTo!(cashier)).toBe(false);
    const api = shellServer(cashier);
    renderApp(path, { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    await settled(() => api.requests.length);
    expect(api.paths().filter((p) => !SHELL_CALLS.test(p))).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });
});
