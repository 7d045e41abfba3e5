import { AnyAmount, Body, ClientId, FeeAmount, FiatAmount, FiatFee, Id, Query, Text, Type, recordPageFields, type Static } from './fields';

/**
 * Transfers between registers: internal (no code, no client), external
 * and crypto (a code, a fee, the sender's and the receiver's names). The three kinds share
 * their calls (`/internal_transfer/…`, `/external_transfer/…`, `/crypto_transfer/…`); each
 * kind's body names only the fields that kind has.
 */

/** The code the receiver brings: eight digits (the web checks it as typed with the same pattern). */
export const TRANSFER_CODE_PATTERN = '^\\d{8}$';
export const TransferCode = Type.String({ pattern: TRANSFER_CODE_PATTERN, 'x-error': 'Код перевода: 8 цифр.' });

/** What an external or crypto transfer says about its people (the sender is named once, at creation). */
const peopleFields = { sender_name: Text(150), receiver_name: Text(150), receiver_phone: Text(50) };

const internalFields = { to_cash_register: Id, currency: Id, amount: FiatAmount, comment: Text() };
const externalFields = { to_cash_register: Id, currency: Id, amount: FiatAmount, fee: FiatFee, ...peopleFields, client: ClientId, comment: Text() };
const cryptoFields = { to_cash_register: Id, crypto_currency: Id, amount: AnyAmount, fee: FeeAmount, ...peopleFields, client: ClientId, comment: Text() };

/** `POST /api/internal_transfer/create/`. */
export const CreateInternalTransferBody = Body(
  { from_cash_register: Id, ...internalFields },
  ['from_cash_register', 'to_cash_register', 'currency', 'amount'],
);
export type CreateInternalTransferBody = Static<typeof CreateInternalTransferBody>;

/** `POST /api/external_transfer/create/`: `client` required from the sending city's threshold (docs/api/clients.md). */
export const CreateExternalTransferBody = Body(
  { from_cash_register: Id, ...externalFields },
  ['from_cash_register', 'to_cash_register', 'currency', 'amount'],
);
export type CreateExternalTransferBody = Static<typeof CreateExternalTransferBody>;

/** `POST /api/crypto_transfer/create/`: the currency is `crypto_currency`, the amount up to 8 decimals. */
export const CreateCryptoTransferBody = Body(
  { from_cash_register: Id, ...cryptoFields },
  ['from_cash_register', 'to_cash_register', 'crypto_currency', 'amount'],
);
export type CreateCryptoTransferBody = Static<typeof CreateCryptoTransferBody>;

/** `PUT /api/internal_transfer/update/{id}/`: any field, while Pending. */
export const UpdateInternalTransferBody = Body(internalFields, []);
export type UpdateInternalTransferBody = Static<typeof UpdateInternalTransferBody>;

const { client: _externalClient, ...externalUpdateFields } = externalFields;
/** `PUT /api/external_transfer/update/{id}/`: the sender (`client`) is not changed. */
export const UpdateExternalTransferBody = Body(externalUpdateFields, []);
export type UpdateExternalTransferBody = Static<typeof UpdateExternalTransferBody>;

const { client: _cryptoClient, ...cryptoUpdateFields } = cryptoFields;
/** `PUT /api/crypto_transfer/update/{id}/`: the sender (`client`) is not changed. */
export const UpdateCryptoTransferBody = Body(cryptoUpdateFields, []);
export type UpdateCryptoTransferBody = Static<typeof UpdateCryptoTransferBody>;

/**
 * Any kind's create body, as the service and the web's form take it: the currency is
 * `currency` or `crypto_currency` by kind, the fields internal transfers lack are optional.
 */
export type CreateTransferBody = Omit<CreateExternalTransferBody, 'currency'> & { currency?: number; crypto_currency?: number };
/** Any kind's update body (the fields are all optional). */
export type UpdateTransferBody = Partial<Omit<CreateTransferBody, 'from_cash_register'>>;

/** `PUT /api/internal_transfer/accept/{id}/`: `id`, if sent, names the transfer of the path. */
export const AcceptInternalTransferBody = Body({ id: Id }, []);
export type AcceptInternalTransferBody = Static<typeof AcceptInternalTransferBody>;

/** `PUT /api/{external,crypto}_transfer/accept/{id}/`: the code, and the receiver where the city identifies payouts. */
export const AcceptTransferByCodeBody = Body({ transfer_code: TransferCode, receiver_client: ClientId }, ['transfer_code']);
export type AcceptTransferByCodeBody = Static<typeof AcceptTransferByCodeBody>;

/** `PUT /api/{external,crypto}_transfer/deliver/{id}/`: the payout's client (docs/api/clients.md). */
export const DeliverTransferBody = Body({ receiver_client: ClientId }, []);
export type DeliverTransferBody = Static<typeof DeliverTransferBody>;
/** The payout's client, as the web names the body of deliver and of a crypto accept. */
export type TransferReceiverBody = DeliverTransferBody;

/** `PUT /api/{kind}_transfer/cancel/{id}/`: why (kept in the audit and shown on the transfer). */
export const CancelTransferBody = Body({ reason: Text() }, ['reason']);
export type CancelTransferBody = Static<typeof CancelTransferBody>;

/** `GET /api/city_{kind}_transfer/`: a city's open transfers (every city of the user without `city`). */
export const CityTransfersQuery = Query({ city: Id, ...recordPageFields });
export type CityTransfersQuery = Static<typeof CityTransfersQuery>;

/** `GET /api/find_external_transfer/?cash_register=&code=`: an open transfer to this register by its code. */
export const FindTransferByCodeQuery = Query({ cash_register: Id, code: TransferCode }, ['cash_register', 'code']);
export type FindTransferByCodeQuery = Static<typeof FindTransferByCodeQuery>;
