import * as yup from 'yup';
import type { AdminUser, AdminUserChanges, Permissions } from '../../../../shared/contract';
import { AdminUserBody } from '../../../../shared/contract/request/adminUsers';
import { maxLengthOf, textOf } from '../../../ui/form/requestLimits';

/** The create and edit forms' values: the body of the API, cities as ids. */
export interface UserFormValues extends AdminUserChanges {
  username: string;
}

export const PERMISSION_LABELS: Record<keyof Permissions, string> = {
  isAllowToPrint: 'Печать и выгрузка',
  isCryptoTransactionPageActive: 'Крипто',
  isAllowToCheckEarningReport: 'Отчёт о заработке',
  isAllowToCheckNonActiveOperationPerson: 'Неактивные кредиторы/дебиторы',
  isComplianceOfficer: 'Комплаенс (проверка клиентов)',
};

/** The same, short, for the list's column. */
export const PERMISSION_SHORT: Record<keyof Permissions, string> = {
  isAllowToPrint: 'Печать',
  isCryptoTransactionPageActive: 'Крипто',
  isAllowToCheckEarningReport: 'Заработок',
  isAllowToCheckNonActiveOperationPerson: 'Неактивные',
  isComplianceOfficer: 'Комплаенс',
};

/** The role labels in use (a role is a free label; these are offered). */
export const ROLES = ['Кассир', 'Супервайзер', 'Администратор'];

const NO_PERMISSIONS: Permissions = {
  isAllowToPrint: false,
  isCryptoTransactionPageActive: false,
  isAllowToCheckEarningReport: false,
  isAllowToCheckNonActiveOperationPerson: false,
  isComplianceOfficer: false,
};

export const EMPTY_USER: UserFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  role: 'Кассир',
  is_admin: false,
  permissions: NO_PERMISSIONS,
  cities: [],
};

export function formValuesOf(u: AdminUser): UserFormValues {
  return {
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    is_admin: u.is_admin,
    permissions: u.permissions,
    cities: u.cities.map((c) => c.id),
  };
}

/**
 * A name the request requires as a field but allows empty: always sent, '' when left empty
 * (Formik validates an empty input as undefined, hence the default).
 */
const nameOf = (field: 'first_name' | 'last_name') => {
  const max = maxLengthOf(AdminUserBody, field)!;
  return yup.string().default('').defined().max(max, `Не более ${max} символов`);
};

export const userSchema = yup.object({
  username: textOf(AdminUserBody, 'username'),
  first_name: nameOf('first_name'),
  last_name: nameOf('last_name'),
  role: textOf(AdminUserBody, 'role'),
});

export function changesOf(v: UserFormValues): AdminUserChanges {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    role: v.role.trim(),
    is_admin: v.is_admin,
    permissions: v.permissions,
    cities: v.cities,
  };
}
