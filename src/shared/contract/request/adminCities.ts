import { ADMIN_CITY_ORDERINGS, ADMIN_REGISTER_ORDERINGS } from '../adminOrderings';
import { REGISTER_KINDS } from '../enums';
import { AutoApproveAmount, Body, Id, OfflineLimit, Query, RequiredText, StringEnum, Text, Type, pageFields, type Static } from './fields';

const name = RequiredText(150);

/** `GET /api/admin/cities/`: search, ordering, a page. */
export const AdminCityListQuery = Query({ ...pageFields, search: Text(150), ordering: StringEnum(ADMIN_CITY_ORDERINGS) });
export type AdminCityListQuery = Static<typeof AdminCityListQuery>;

/** `POST /api/admin/cities/create/` (the name must be free). */
export const AdminCityBody = Body({ name }, ['name']);
export type AdminCityBody = Static<typeof AdminCityBody>;

/**
 * `PUT /api/admin/cities/{id}/`: a new name, «Публиковать курсы», the offline limit (null:
 * offline trading off), the cash orders' automatic approval (null: none), any of them (one at
 * least: the service says so).
 */
export const AdminCityChanges = Body(
  { name, publish_rates: Type.Boolean(), offline_limit: OfflineLimit, cash_order_auto_approve: AutoApproveAmount },
  [],
);
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

/** A register's kind (docs/VAULT.md): a till unless said otherwise; one vault per city. */
const kind = StringEnum(REGISTER_KINDS, { default: 'till' });

/** `POST /api/admin/cash_registers/create/`: the kind is chosen here and never changes. */
export const AdminCashRegisterBody = Body({ city: Id, name, kind }, ['city', 'name']);
export type AdminCashRegisterBody = Static<typeof AdminCashRegisterBody>;

/**
 * `PUT /api/admin/cash_registers/{id}/`: a new name (the register's city does not change).
 * `kind` is declared only to be refused by name (400 `kind`) when it differs from the
 * register's: undeclared, the schema would drop it silently and the edit would look done.
 */
export const AdminRegisterRenameBody = Body({ name, kind: StringEnum(REGISTER_KINDS) }, ['name']);
export type AdminRegisterRenameBody = Static<typeof AdminRegisterRenameBody>;
