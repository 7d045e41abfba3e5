import { createContext } from 'react';
import type { Me } from '../../shared/contract';
import type { Crumb } from '../ui/Breadcrumbs';

/** The breadcrumbs a section's layout knows (Города > city > register); its screens add their own. */
export const SectionCrumbs = createContext<Crumb[]>([]);

/**
 * False while a section's own object (a city, a register) is loading: its screen then only
 * fetches its code, and renders (and asks for its data) once the object is known.
 */
export const SectionReady = createContext(true);

/**
 * The signed-in user as the shell knows it (undefined until /api/me has answered), for the
 * screen frame, which is in /login's chunk and so reads no store: a screen the user may not
 * open (its `visibleTo`) is decided there, the same way for every screen.
 */
export const ShellUser = createContext<Me | undefined>(undefined);
