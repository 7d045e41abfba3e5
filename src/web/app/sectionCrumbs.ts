import { createContext } from 'react';
import type { Crumb } from '../ui/Breadcrumbs';

/** The breadcrumbs a section's layout knows (Города > city > register); its screens add their own. */
export const SectionCrumbs = createContext<Crumb[]>([]);

/**
 * False while a section's own object (a city, a register) is loading: its screen then only
 * fetches its code, and renders (and asks for its data) once the object is known.
 */
export const SectionReady = createContext(true);
