import { OPERATION_TYPES } from '../enums';
import { AnyAmount, Body, MAX_ID, ClientId, FiatFee, Id, Rate, StringEnum, Text, Type, type Static } from './fields';

/** `POST /api/crypto_transaction/create/`: crypto bought (BUY) or sold (SELL) for fiat. */
export const CreateCryptoTransactionBody = Body(
  {
    cash_register: Id,
    crypto_currency: Id,
    /** Fiat currency of the payment; the base currency when omitted. */
    currency: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Фиатная валюта расчёта; по умолчанию базовая' }),
    operation_type: StringEnum(OPERATION_TYPES),
    amount: AnyAmount,
    rate: Rate,
    fee: FiatFee,
    comment: Text(),
    /** The client (docs/api/clients.md): required from the city's identification threshold. */
    client: ClientId,
  },
  ['cash_register', 'crypto_currency', 'operation_type', 'amount', 'rate'],
);
export type CreateCryptoTransactionBody = Static<typeof CreateCryptoTransactionBody>;
