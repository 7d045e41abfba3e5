/** One entry of a navigation menu (side menu or section tabs). */
export interface MenuItem {
  to: string;
  label: string;
  /** Active only on exactly this path (a section's main page), not on its sub-pages. */
  end?: boolean;
}
