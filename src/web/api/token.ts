/** The session token lives in local storage under `Token` (docs/PRODUCT.md §7). */
export const TOKEN_KEY = 'Token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    // Storage can be disabled (private mode, policies): behave as signed out.
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
