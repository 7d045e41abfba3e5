/** The four permission flags of spec section 3, named as the wire carries them. */
export interface Permissions {
  isAllowToPrint: boolean;
  isCryptoTransactionPageActive: boolean;
  isAllowToCheckEarningReport: boolean;
  isAllowToCheckNonActiveOperationPerson: boolean;
}

export const PERMISSION_FLAGS = [
  'isAllowToPrint',
  'isCryptoTransactionPageActive',
  'isAllowToCheckEarningReport',
  'isAllowToCheckNonActiveOperationPerson',
] as const satisfies readonly (keyof Permissions)[];

/** GET /api/me */
export interface Me {
  firstName: string;
  lastName: string;
  role: string;
  isAdmin: boolean;
  permissions: Permissions;
}

/** Admins may always print or download (spec section 6). */
export function canPrint(me: Pick<Me, 'isAdmin' | 'permissions'>): boolean {
  return me.isAdmin || me.permissions.isAllowToPrint;
}
