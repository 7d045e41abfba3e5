import { MAX_ID, Type, pageFields, type Static } from './fields';

// These two lists' queries have always let an unknown parameter through (no additionalProperties).

/** `GET /api/city/`: the user's cities, a page. */
export const CityListQuery = Type.Object({ ...pageFields });
export type CityListQuery = Static<typeof CityListQuery>;

const city = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Только кассы этого города' }));

/** `GET /api/cash_register/`: the user's active registers, a page. */
export const CashRegisterListQuery = Type.Object({ city, ...pageFields });
export type CashRegisterListQuery = Static<typeof CashRegisterListQuery>;

/** `GET /api/all_cash_registers/`: the same registers in one list (for a select). */
export const AllCashRegistersQuery = Type.Object({ city });
export type AllCashRegistersQuery = Static<typeof AllCashRegistersQuery>;
