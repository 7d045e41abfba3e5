import { COUNT_PHASES, SHIFT_APPROVAL_STATES, SHIFT_STATUSES } from '../enums';
import { Body, CountedAmount, Id, Query, StringEnum, Text, Type, pageFields, type Static } from './fields';

/** Shifts (docs/SHIFTS.md): a register's working period, opened and closed with a count. */

/** One currency of a count: the amount found in the drawer. */
export const CountedLine = Body({ currency: Id, amount: CountedAmount }, ['currency', 'amount']);
export type CountedLine = Static<typeof CountedLine>;

/** `counted: [{currency, amount}]`: every fiat currency of the register (the server checks the rest). */
const Counted = Type.Array(CountedLine, { maxItems: 100 });

/** `GET /api/shift/`: a register's (or a city's) shifts. */
export const ShiftListQuery = Query({
  cash_register: Id,
  city: Id,
  status: StringEnum(SHIFT_STATUSES),
  approval: StringEnum(SHIFT_APPROVAL_STATES),
  ...pageFields,
});
export type ShiftListQuery = Static<typeof ShiftListQuery>;

/** `GET /api/shift/current/` and `/api/shift/count_sheet/`: one register. */
export const ShiftRegisterQuery = Query({ cash_register: Id }, ['cash_register']);
export type ShiftRegisterQuery = Static<typeof ShiftRegisterQuery>;

/** `POST /api/shift/open/`. */
export const OpenShiftBody = Body({ cash_register: Id, counted: Counted, comment: Text() }, ['cash_register', 'counted']);
export type OpenShiftBody = Static<typeof OpenShiftBody>;

/** `PUT /api/shift/close/{id}/`: a shortage or surplus needs the comment (the server says so). */
export const CloseShiftBody = Body({ counted: Counted, comment: Text() }, ['counted']);
export type CloseShiftBody = Static<typeof CloseShiftBody>;

/** `PUT /api/shift/witness/{id}/`: which of a vault shift's counts the witness confirms. */
export const WitnessShiftBody = Body({ phase: StringEnum(COUNT_PHASES) }, ['phase']);
export type WitnessShiftBody = Static<typeof WitnessShiftBody>;

/** `PUT /api/shift/approve/{id}/`. */
export const ApproveShiftBody = Body({ comment: Text() }, []);
export type ApproveShiftBody = Static<typeof ApproveShiftBody>;
