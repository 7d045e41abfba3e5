import type { AuthUser } from '../features/auth/authUser';

/**
 * Which cities a user may see: null = all (admin), otherwise the ids from user_cities
 * (loaded with the token, so no extra query). Anything outside answers 404, never 403,
 * so that ids of other cities do not leak.
 */
export function cityScope(user: AuthUser): number[] | null {
  return user.isAdmin ? null : user.cityIds;
}

/**
 * Adds "AND <column> = ANY($n)" for a scoped user and pushes the ids onto params.
 * Usage: `WHERE true ${scopeFilter('r.city_id', cityScope(user), params)}`.
 */
export function scopeFilter(column: string, scope: number[] | null, params: unknown[]): string {
  if (scope === null) return '';
  params.push(scope);
  return ` AND ${column} = ANY($${params.length}::int[])`;
}

export function canSeeCity(user: AuthUser, cityId: number): boolean {
  const scope = cityScope(user);
  return scope === null || scope.includes(cityId);
}
