/** One entry of a navigation menu (side menu or section tabs). */
export interface MenuItem {
  to: string;
  label: string;
  /** Active only on exactly this path (a section's main page), not on its sub-pages. */
  end?: boolean;
  /** A count of new things behind the entry (new incoming transfers); shown when above 0. */
  badge?: number;
  /** How a screen reader names the count: "новых" (the default), "ждут подтверждения". */
  badgeLabel?: string;
}
