import type { Static } from 'typebox';
import type { CashRegisterSchema, CitySchema, EmployeeSchema, RefSchema } from './schema/entities';

/** Types of the records declared in schema/entities.ts (one declaration: type, answer schema, OpenAPI). */
export type Ref = Static<typeof RefSchema>;
export type City = Static<typeof CitySchema>;
export type CashRegister = Static<typeof CashRegisterSchema>;
export type Employee = Static<typeof EmployeeSchema>;
