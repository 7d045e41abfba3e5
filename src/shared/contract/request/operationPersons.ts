import { OUT_OPERATION_TYPES } from '../enums';
import { AnyAmount, Body, FiatAmount, Id, Query, RequiredText, StringEnum, Text, Type, pageFields, recordPageFields, type Static } from './fields';

/** Creditors and debtors of a city (operation persons) and the operations with them. */

/** The orders a list of persons can be sorted in (`-` for descending). */
export const PERSON_ORDERINGS = ['first_name', '-first_name', 'last_name', '-last_name', 'created_at', '-created_at', 'id', '-id'] as const;
export type PersonOrdering = (typeof PERSON_ORDERINGS)[number];

/** `POST /api/operation_person/create/`. */
export const CreateOperationPersonBody = Body(
  { first_name: RequiredText(), last_name: Text(150), phone: Text(50), comment: Text(), city: Id },
  ['first_name', 'city'],
);
export type CreateOperationPersonBody = Static<typeof CreateOperationPersonBody>;

const personFilterFields = { city: Id, is_active: Type.Boolean() };

/** `GET /api/operation_person/`: a page of persons with their balances. */
export const OperationPersonListQuery = Query({
  ...personFilterFields,
  search: Text(100),
  ordering: StringEnum(PERSON_ORDERINGS, { default: 'first_name' }),
  ...pageFields,
});
export type OperationPersonListQuery = Static<typeof OperationPersonListQuery>;

/** `GET /api/all_operation_person/`: every person (for a picker), no pages. */
export const AllOperationPersonsQuery = Query(personFilterFields);
export type AllOperationPersonsQuery = Static<typeof AllOperationPersonsQuery>;

/** `PUT /api/activation_operation_person/{id}/`. */
export const PersonActivationBody = Body({ is_active: Type.Boolean() }, ['is_active']);
export type PersonActivationBody = Static<typeof PersonActivationBody>;

/** `GET /api/out_transaction/` and `/api/crypto_out_transaction/`: by register and/or person. */
export const OutTransactionListQuery = Query({ cash_register: Id, operation_person: Id, ...recordPageFields });
export type OutTransactionListQuery = Static<typeof OutTransactionListQuery>;

/** What a person's operation says besides its currency and amount. */
const outFields = { cash_register: Id, operation_person: Id, operation_type: StringEnum(OUT_OPERATION_TYPES), comment: Text() };
const OUT_REQUIRED = ['cash_register', 'operation_person', 'operation_type', 'amount'] as const;

/** `POST /api/out_transaction/create/`: REPLENISHMENT (the person brings cash) or HANDED_OVER. */
export const CreateOutTransactionBody = Body({ ...outFields, currency: Id, amount: FiatAmount }, [...OUT_REQUIRED, 'currency']);
export type CreateOutTransactionBody = Static<typeof CreateOutTransactionBody>;

/** `POST /api/crypto_out_transaction/create/`: the same in a crypto currency. */
export const CreateCryptoOutTransactionBody = Body({ ...outFields, crypto_currency: Id, amount: AnyAmount }, [...OUT_REQUIRED, 'crypto_currency']);
export type CreateCryptoOutTransactionBody = Static<typeof CreateCryptoOutTransactionBody>;
