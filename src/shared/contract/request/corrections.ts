import { CORRECTION_RECORD_KINDS, CORRECTION_STATUSES } from '../enums';
import { Body, Id, Query, RequiredText, StringEnum, Text, pageFields, type Static } from './fields';

/** Reversals (storno) of a register's records, requested and decided (docs/api/corrections.md). */

/** `POST /api/correction/create/`: which record and why (a reason is required). */
export const CreateCorrectionBody = Body(
  { record_kind: StringEnum(CORRECTION_RECORD_KINDS), record_id: Id, reason: RequiredText(1000) },
  ['record_kind', 'record_id', 'reason'],
);
export type CreateCorrectionBody = Static<typeof CreateCorrectionBody>;

/** `GET /api/correction/`. */
export const CorrectionListQuery = Query({ city: Id, cash_register: Id, status: StringEnum(CORRECTION_STATUSES), ...pageFields });
export type CorrectionListQuery = Static<typeof CorrectionListQuery>;

/** `PUT /api/correction/{approve,reject}/{id}/`: the decider's comment. */
export const DecideCorrectionBody = Body({ comment: Text() }, []);
export type DecideCorrectionBody = Static<typeof DecideCorrectionBody>;
