import { Id, Query, recordPageFields, type Static } from './fields';

/** `GET /<record>/?cash_register=&page=`: a register's history of one kind of record. */
export const RegisterRecordsQuery = Query({ cash_register: Id, ...recordPageFields }, ['cash_register']);
export type RegisterRecordsQuery = Static<typeof RegisterRecordsQuery>;
