/**
 * A page of a list the server pages: which one, and how many rows the screen shows on a page.
 * The size is required: a screen that pages by 20 but lets the server choose (100 for some
 * lists) would show page 1 of many rows and a page 2 that does not exist (404).
 */
export interface PageArgs {
  page: number;
  size: number;
}
