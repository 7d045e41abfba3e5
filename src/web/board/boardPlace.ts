/** What a board's URL names: `/board/{city_id}` or `/board/register/{register_id}`, and its theme. */
export interface BoardPlace {
  query: string;
  dark: boolean;
}

export function boardPlaceOf(location: Pick<Location, 'pathname' | 'search'>): BoardPlace | null {
  const dark = new URLSearchParams(location.search).get('theme') === 'dark';
  const register = /^\/board\/register\/(\d+)\/?$/.exec(location.pathname);
  if (register) return { query: `register=${register[1]}`, dark };
  const city = /^\/board\/(\d+)\/?$/.exec(location.pathname);
  return city ? { query: `city=${city[1]}`, dark } : null;
}
