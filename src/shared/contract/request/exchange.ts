import { OPERATION_TYPES } from '../enums';
import { Body, ClientId, FiatAmount, Id, Rate, StringEnum, Text, Type, WireInstant, type Static } from './fields';

/** `POST /api/transaction/create/`: an exchange at a register. */
export const CreateTransactionBody = Body(
  {
    cash_register: Id,
    currency: Id,
    operation_type: StringEnum(OPERATION_TYPES),
    amount: FiatAmount,
    rate: Rate,
    is_dilapidated: Type.Boolean({ default: false }),
    comment: Text(),
    /** The client (docs/api/clients.md): required from the city's identification threshold. */
    client: ClientId,
    /** A deal made at the window while the register could not reach the server (docs/OFFLINE.md). */
    offline: Type.Boolean({ default: false }),
    /** The time at the window of an offline deal: required with `offline`, refused without. */
    made_at: WireInstant,
  },
  ['cash_register', 'currency', 'operation_type', 'amount', 'rate'],
);
export type CreateTransactionBody = Static<typeof CreateTransactionBody>;
