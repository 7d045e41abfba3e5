import { Suspense, useContext } from 'react';
import type { ScreenRoute } from '../lib/screenRoute';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Spinner } from '../ui/Spinner';
import { SectionCrumbs } from './sectionCrumbs';

/**
 * A screen inside its section's layout: the section's breadcrumbs, then the screen's own
 * label unless it is the section's main page, then the screen, loaded on first visit.
 */
export function ScreenFrame({ screen }: { screen: ScreenRoute }) {
  const sectionCrumbs = useContext(SectionCrumbs);
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
