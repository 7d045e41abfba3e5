import { Suspense, useContext, useLayoutEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ScreenRoute } from '../lib/screenRoute';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Spinner } from '../ui/Spinner';
import { NotFoundPage } from './NotFoundPage';
import { SectionCrumbs, SectionReady, ShellUser } from './sectionCrumbs';
import { StoreHolderContext } from './storeHolder';

/**
 * A screen inside its section's layout: the section's breadcrumbs, then the screen's own
 * label unless it is the section's main page, then the screen, loaded on first visit (its
 * code is fetched while the section's object loads, its data once the object is known).
 */
export function ScreenFrame({ screen }: { screen: ScreenRoute }) {
  const me = useContext(ShellUser);
  // A screen the user may not open is the not-found page, as the API answers 404 for what is
  // not the user's: no menu entry, no call, not even its code (docs/web/README.md, "Screens a
  // user may not open"). While /api/me is on its way, nothing of such a screen starts.
  const access = !screen.visibleTo ? 'open' : me === undefined ? 'unknown' : screen.visibleTo(me) ? 'open' : 'denied';
  const open = access === 'open';
  const ready = useContext(SectionReady) && open;
  const sectionCrumbs = useContext(SectionCrumbs);
  // The holder's store, not react-redux's hooks: this frame is in /login's chunk, which
  // carries no Redux (app/storeHolder.ts); the shell made the store before any screen renders.
  const { store } = useContext(StoreHolderContext);
  const params = useParams();
  const [search] = useSearchParams();
  // The screen's code downloads alongside the section's object instead of after it, and is
  // asked for before the data below: a static file is quick for the server to send, and it
  // would otherwise wait behind the data's queries (one thread, and on the embedded database
  // one query at a time).
  useLayoutEffect(() => {
    if (!ready && open) screen.preload();
  }, [ready, open, screen]);
  // The screen's first data is asked for as the route is entered, alongside its section's
  // object and its code (a screen that declares a prefetch; the same queries, the same cache).
  // Layout effects: right after the route's first commit, not after its paint.
  useLayoutEffect(() => {
    if (store && open) screen.prefetch?.({ dispatch: store.dispatch, getState: store.getState, params, search });
    // Once per visit of the route: the screen itself follows later changes of its parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, store, open]);
  if (access === 'denied') return <NotFoundPage />;
  if (!ready) return null;
  const crumbs = sectionCrumbs.length && screen.path ? [...sectionCrumbs, { label: screen.label }] : sectionCrumbs;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Suspense fallback={<Spinner />}>
        <screen.Screen />
      </Suspense>
    </>
  );
}
