import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadable } from './lazyNamed';

/** A screen with state of its own, to tell a re-render from a new mount. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{`${label} ${clicks}`}</button>;
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(() => arrived.then(() => Counter));
  return { load, arrive };
}

/** Every commit's text, in order: the fallback shows in one if the screen suspended. */
function renderRecorded(ui: React.ReactElement) {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  render(ui);
  return { seen, stop: () => observer.disconnect() };
}

it('renders a screen whose chunk has come at once, with no fallback in between', async () => {
  const { load, arrive } = deferredChunk();
  const Screen = preloadable(load);
  Screen.preload();
  await act(async () => arrive());
  const { seen, stop } = renderRecorded(
    <Suspense fallback={<p>Загрузка…</p>}>
      <Screen label="Операции" />
    </Suspense>,
  );
  // The first commit already holds the screen: nothing to throttle.
  expect(screen.getByRole('button', { name: 'Операции 0' })).toBeInTheDocument();
  await act(async () => {});
  stop();
  expect(seen.some((text) => text.includes('Загрузка…'))).toBe(false);
});

it('shows the fallback while the chunk is coming, then the screen', async () => {
  const { load, arrive } = deferredChunk();
  const Screen = preloadable(load);
  render(
    <Suspense fallback={<p>Загрузка…</p>}>
      <Screen label="Переводы" />
    </Suspense>,
  );
  expect(screen.getByText('Загрузка…')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByRole('button', { name: 'Переводы 0' })).toBeInTheDocument();
});

it('keeps a screen mounted through the lazy path across later renders (its state stays)', async () => {
  const { load, arrive } = deferredChunk();
  const Screen = preloadable(load);
  const view = (label: string) => (
    <Suspense fallback={<p>Загрузка…</p>}>
      <Screen label={label} />
    </Suspense>
  );
  const { rerender } = render(view('Кассы'));
  await act(async () => arrive());
  await userEvent.click(await screen.findByRole('button', { name: 'Кассы 0' }));
  expect(screen.getByRole('button', { name: 'Кассы 1' })).toBeInTheDocument();
  // The chunk is known now; a new render of the same screen must not mount it afresh.
  rerender(view('Кассы'));
  expect(screen.getByRole('button', { name: 'Кассы 1' })).toBeInTheDocument();
});

it('asks for the chunk once when preloaded and then rendered', async () => {
  const { load, arrive } = deferredChunk();
  const Screen = preloadable(load);
  Screen.preload();
  await act(async () => arrive());
  render(<Screen label="Отчёты" />);
  expect(screen.getByRole('button', { name: 'Отчёты 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
