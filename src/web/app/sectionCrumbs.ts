import { createContext } from 'react';
import type { Crumb } from '../ui/Breadcrumbs';

/** The breadcrumbs a section's layout knows (Города > city > register); its screens add their own. */
export const SectionCrumbs = createContext<Crumb[]>([]);
