import { REGISTER_KINDS } from '../enums';
import { Id, StringEnum, Type } from './kit';

/** A reference to another record, enough for a screen to show it without another call. */
export const RefSchema = Type.Object({ id: Id, name: Type.String() });

export const CitySchema = Type.Object({ id: Id, name: Type.String() });

/** A register's kind: 'till' serves clients, 'vault' is the city's reserve and serves none (docs/VAULT.md). */
export const RegisterKindSchema = StringEnum(REGISTER_KINDS);

/** is_active: false once deactivated on the admin page (offered nowhere for work; its history stays). */
export const CashRegisterSchema = Type.Object({ id: Id, name: Type.String(), city: RefSchema, is_active: Type.Boolean(), kind: RegisterKindSchema });

/** GET /api/all_employee/ — `name` is the full name (the login when it is empty). */
export const EmployeeSchema = Type.Object({
  id: Id,
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.String(),
});
