import { MANDATORY_CONTROL_STATUSES, MATCH_STATUSES } from '../schema/clients';
import { STRUCTURING_DECISIONS, STRUCTURING_STATUSES } from '../schema/structuring';
import {
  Body,
  FiatAmount,
  Id,
  pageFields,
  periodFields,
  periodFieldsWithOldNames,
  Query,
  RequiredText,
  StringEnum,
  Text,
  Type,
  type Static,
} from './fields';

/** Compliance (docs/api/clients.md): a city's settings, the list, the matches and the queues. */

/** `GET /api/city_compliance/?city=` */
export const CityComplianceQuery = Query({ city: Id }, ['city']);
export type CityComplianceQuery = Static<typeof CityComplianceQuery>;

/** A threshold in the base currency, or null for none. */
const Threshold = Type.Unsafe<string | null>({ ...FiatAmount, type: ['string', 'null'] });

/** `PUT /api/city_compliance/{city_id}/`: the three settings; the list's allowed age and the window stay when omitted. */
export const CityComplianceBody = Body(
  {
    identification_threshold: Threshold,
    mandatory_control_threshold: Threshold,
    identify_transfers: Type.Boolean(),
    watchlist_max_age_days: Type.Integer({ minimum: 1, maximum: 3650 }),
    structuring_window_minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  },
  ['identification_threshold', 'mandatory_control_threshold', 'identify_transfers'],
);
export type CityComplianceBody = Static<typeof CityComplianceBody>;

/**
 * `POST /api/compliance/watchlist/import/` (multipart, field `file`): the multipart hook puts
 * the uploaded file there; its content is checked by the route. Extra fields are not refused.
 */
export const WatchlistUploadBody = Type.Object({ file: Type.Unsafe<{ filename: string; content: unknown }>({ type: 'object' }) });
export type WatchlistUploadBody = Static<typeof WatchlistUploadBody>;

/** `GET /api/compliance/matches/?status=&page=&size=` */
export const MatchListQuery = Query({ status: StringEnum(MATCH_STATUSES), ...pageFields });
export type MatchListQuery = Static<typeof MatchListQuery>;

/** `PUT /api/compliance/matches/{id}/lift/` */
export const LiftMatchBody = Body({ reason: RequiredText(500) }, ['reason']);
export type LiftMatchBody = Static<typeof LiftMatchBody>;

const controlPeriod = { ...periodFieldsWithOldNames, city: Id };

/** `GET /api/compliance/mandatory_control/` (date_from/date_to: deprecated aliases). */
export const MandatoryControlQuery = Query({ ...controlPeriod, status: StringEnum(MANDATORY_CONTROL_STATUSES), ...pageFields });
export type MandatoryControlQuery = Static<typeof MandatoryControlQuery>;

/** `GET /api/print_mandatory_control/`: the queue's period as XLSX (or PDF). */
export const MandatoryControlPrintQuery = Query({ ...controlPeriod, format: StringEnum(['pdf', 'xlsx']) });
export type MandatoryControlPrintQuery = Static<typeof MandatoryControlPrintQuery>;

/** `PUT /api/compliance/mandatory_control/{id}/report/` */
export const ReportMandatoryControlBody = Body({ reference: RequiredText(200) }, ['reference']);
export type ReportMandatoryControlBody = Static<typeof ReportMandatoryControlBody>;

/** `GET /api/compliance/structuring/` */
export const StructuringQuery = Query({ ...periodFields, city: Id, status: StringEnum(STRUCTURING_STATUSES), ...pageFields });
export type StructuringQuery = Static<typeof StructuringQuery>;

/** `PUT /api/compliance/structuring/{id}/decide/`: a note is required when the row is reported (the service checks). */
export const StructuringDecisionBody = Body({ decision: StringEnum(STRUCTURING_DECISIONS), note: Text(1000) }, ['decision']);
export type StructuringDecisionBody = Static<typeof StructuringDecisionBody>;
