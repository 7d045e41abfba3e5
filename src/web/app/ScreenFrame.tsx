import { Suspense, useContext, useEffect } from 'react';
import type { ScreenRoute } from '../lib/screenRoute';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Spinner } from '../ui/Spinner';
import { SectionCrumbs, SectionReady } from './sectionCrumbs';

/**
 * A screen inside its section's layout: the section's breadcrumbs, then the screen's own
 * label unless it is the section's main page, then the screen, loaded on first visit (its
 * code is fetched while the section's object loads, its data once the object is known).
 */
export function ScreenFrame({ screen }: { screen: ScreenRoute }) {
  const ready = useContext(SectionReady);
  const sectionCrumbs = useContext(SectionCrumbs);
  // The screen's code downloads alongside the section's object instead of after it.
  useEffect(() => {
    if (!ready) screen.preload();
  }, [ready, screen]);
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
