import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { Outlet, useParams } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import type { Section } from '../../lib/screenRoute';
import { parseId } from '../../paths';
import type { Crumb } from '../../ui/Breadcrumbs';
import { EmptyState } from '../../ui/Page';
import { SideMenu } from '../../ui/SideMenu';
import { Spinner } from '../../ui/Spinner';
import { useIncomingTransfers } from '../IncomingTransfers';
import { sectionMenu } from '../menus';
import { NotFoundPage } from '../NotFoundPage';
import { SectionCrumbs, SectionReady } from '../sectionCrumbs';
import { AppShell } from './AppShell';

interface ObjectQuery<T> {
  data?: T;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
}

export interface SectionLayoutProps<T> {
  section: Section;
  /** The route parameter holding the object's id. */
  param: string;
  /** The side menu's title. */
  title: string;
  /** Loads the page's own object (a city, a register); skipped for an id that is not one. */
  useObject: (id: number, options: { skip: boolean }) => ObjectQuery<T>;
  crumbs: (object: T) => Crumb[];
}

const NO_CRUMBS: Crumb[] = [];

const isNotFound = (error: ObjectQuery<unknown>['error']) => Boolean(error && 'status' in error && error.status === 404);

/**
 * A section about one object (a city, a cash register): its side menu and breadcrumbs, and
 * its screens only once the object is known. An id that is not a number, or one the server
 * does not show this user (404: another city's), is the not-found page inside the layout, so
 * no screen asks the server about an object that is not there.
 */
export function SectionLayout<T>({ section, param, title, useObject, crumbs }: SectionLayoutProps<T>) {
  const id = parseId(useParams()[param]);
  const { data: me } = useGetMeQuery();
  const { data: object, error, isLoading } = useObject(id ?? 0, { skip: id === null });
  // New incoming transfers, live: a count on the transfers entry and a notice over the screen.
  const incoming = useIncomingTransfers(section, id ?? 0, object !== undefined && id !== null);
  if (id === null || isNotFound(error)) {
    return (
      <AppShell>
        <NotFoundPage />
      </AppShell>
    );
  }
  return (
    <AppShell
      side={
        <SideMenu
          title={title}
          items={sectionMenu(section, me, id).map((item) => (item.to === incoming.transfersPath ? { ...item, badge: incoming.count } : item))}
        />
      }
    >
      {object === undefined && !isLoading ? (
        <EmptyState>Не удалось загрузить страницу. Обновите её или повторите позже.</EmptyState>
      ) : (
        <>
          {object === undefined && <Spinner />}
          {/* One place for the screen while the object loads and after: the screen (or the
              not-found page of an unknown address below it) is not built twice. */}
          <SectionCrumbs.Provider value={object === undefined ? NO_CRUMBS : crumbs(object)}>
            <SectionReady.Provider value={object !== undefined}>
              {object !== undefined && incoming.notice}
              <Outlet />
            </SectionReady.Provider>
          </SectionCrumbs.Provider>
        </>
      )}
    </AppShell>
  );
}
