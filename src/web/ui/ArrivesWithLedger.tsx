import { EmptyState } from './Page';

/**
 * The honest empty state of a screen whose data comes with the ledger (a later issue):
 * the route, menu and breadcrumbs work today; the records do not exist yet.
 */
export function ArrivesWithLedger({ what }: { what: string }) {
  return <EmptyState>{what} появятся здесь вместе с журналом операций — этот экран ещё в работе.</EmptyState>;
}
