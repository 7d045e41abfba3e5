import { DIRECTIONS } from '../enums';
import { Body, FiatAmount, Id, StringEnum, Text, type Static } from './fields';

/** `POST /api/income_outcome/create/`: a register's income or expense. */
export const CreateIncomeOutcomeBody = Body(
  { cash_register: Id, currency: Id, direction: StringEnum(DIRECTIONS), amount: FiatAmount, comment: Text() },
  ['cash_register', 'currency', 'direction', 'amount'],
);
export type CreateIncomeOutcomeBody = Static<typeof CreateIncomeOutcomeBody>;
