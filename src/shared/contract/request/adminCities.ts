import { ADMIN_CITY_ORDERINGS, ADMIN_REGISTER_ORDERINGS } from '../adminOrderings';
import { Body, Id, Query, RequiredText, StringEnum, Text, Type, pageFields, type Static } from './fields';

const name = RequiredText(150);

/** `GET /api/admin/cities/`: search, ordering, a page. */
export const AdminCityListQuery = Query({ ...pageFields, search: Text(150), ordering: StringEnum(ADMIN_CITY_ORDERINGS) });
export type AdminCityListQuery = Static<typeof AdminCityListQuery>;

/** `POST /api/admin/cities/create/` (the name must be free). */
export const AdminCityBody = Body({ name }, ['name']);
export type AdminCityBody = Static<typeof AdminCityBody>;

/** `PUT /api/admin/cities/{id}/`: a new name, «Публиковать курсы», or both (one at least: the service says so). */
export const AdminCityChanges = Body({ name, publish_rates: Type.Boolean() }, []);
export type AdminCityChanges = Static<typeof AdminCityChanges>;

/** `GET /api/admin/cash_registers/`: every register of the network, deactivated too. */
export const AdminRegisterListQuery = Query({
  ...pageFields,
  search: Text(150),
  city: Id,
  is_active: Type.Boolean(),
  ordering: StringEnum(ADMIN_REGISTER_ORDERINGS),
});
export type AdminRegisterListQuery = Static<typeof AdminRegisterListQuery>;

/** `POST /api/admin/cash_registers/create/`. */
export const AdminCashRegisterBody = Body({ city: Id, name }, ['city', 'name']);
export type AdminCashRegisterBody = Static<typeof AdminCashRegisterBody>;

/** `PUT /api/admin/cash_registers/{id}/`: a new name (the register's city does not change). */
export const AdminRegisterRenameBody = Body({ name }, ['name']);
export type AdminRegisterRenameBody = Static<typeof AdminRegisterRenameBody>;
