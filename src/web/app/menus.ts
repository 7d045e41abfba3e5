import type { Me } from '../../shared/contract';
import type { ScreenRoute, Section } from '../lib/screenRoute';
import { paths } from '../paths';
import type { MenuItem } from '../ui/menu';
import { SCREENS } from './screens';

/** Where a section starts: the cities list, a city, a cash register, the admin section. */
function sectionRoot(section: Section, id: number): string {
  if (section === 'admin') return '/admin/';
  if (section === 'city') return paths.city(id);
  if (section === 'cashRegister') return paths.cashRegister(id);
  return paths.cities;
}

/**
 * A screen's address, with the trailing slash docs/PRODUCT.md §2 writes; the admin section is not
 * there and its addresses never had one (/admin/users), which links and bookmarks keep.
 */
export function screenPath(screen: ScreenRoute, id = 0): string {
  const slash = screen.section === 'admin' ? '' : '/';
  return `${sectionRoot(screen.section, id)}${screen.path ? `${screen.path}${slash}` : ''}`;
}

/**
 * A section's menu (docs/PRODUCT.md §2's labels), in the order of the screen table. Entries a
 * user may not see are left out; before /api/me answers, so are those with a condition.
 */
export function sectionMenu(section: Section, me: Me | undefined, id = 0, screens: readonly ScreenRoute[] = SCREENS): MenuItem[] {
  return screens
    .filter((s) => s.section === section && s.inMenu && (!s.visibleTo || (me !== undefined && s.visibleTo(me))))
    .map((s) => ({ to: screenPath(s, id), label: s.label, end: s.path === '' }));
}
