/**
 * Design tokens. DESKTOP_MIN_WIDTH is the one breakpoint (docs/PRODUCT-DECISIONS.md, Layout): 1280 px per
 * docs/PRODUCT.md §2; the 1100 px reading is a change of this number.
 */
export const DESKTOP_MIN_WIDTH = 1280;

export const media = {
  desktop: `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`,
  mobile: `@media (max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
} as const;

export const theme = {
  font: "'Montserrat', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  fontSize: '14px',
  colors: {
    text: '#1f2430',
    // Both ≥ 4.5:1 (WCAG 1.4.3) on the page's grey (#f5f6f8) as well as on white: muted 5.7,
    // primary 5.1 there (the earlier #6b7280 and #1f6feb were 4.47 and 4.29 on the grey).
    muted: '#5b6270',
    border: '#d9dde3',
    background: '#f5f6f8',
    surface: '#ffffff',
    primary: '#1a63d6',
    primaryDark: '#1553b5',
    danger: '#c62828',
    focus: '#f0a500',
    // Operation colours of docs/PRODUCT.md §4.
    buy: '#2e7d32',
    sell: '#c62828',
    replenishment: '#d81b60',
    // The orange of docs/PRODUCT.md §4, darkened to 5.3:1 on white (WCAG 1.4.3; #ef6c00 was 3.1).
    handedOver: '#b34d00',
  },
  radius: '6px',
  headerHeight: '56px',
  sideMenuWidth: '240px',
  /** A folded desktop side menu: just its toggle. */
  sideMenuRailWidth: '48px',
} as const;

export type Theme = typeof theme;
