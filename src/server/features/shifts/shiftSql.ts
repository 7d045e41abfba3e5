import type { Shift } from '../../../shared/contract/shifts';
import { currencyJson, iso, refJson, userJson } from '../../ledger/sqlRefs';
import { COUNT_ORDER_SQL } from './shiftCount';

/**
 * A shift as its wire record (ShiftSchema): the register and city, who opened, closed and
 * approved it, who witnessed a vault's counts, and both counts as lists (amounts as text inside the JSON, never numbers).
 */
const countLines = (phase: 'OPEN' | 'CLOSE') => `COALESCE((
    SELECT json_agg(json_build_object(
             'currency', ${currencyJson('c')},
             'expected', round(k.expected, c.decimals)::text,
             'counted', round(k.counted, c.decimals)::text,
             'difference', round(k.counted - k.expected, c.decimals)::text) ORDER BY ${COUNT_ORDER_SQL})
      FROM shift_counts k JOIN currencies c ON c.id = k.currency_id
     WHERE k.shift_id = s.id AND k.phase = '${phase}'), '[]'::json)`;

export const SHIFT_ROWS = `
  SELECT s.id, s.status, s.opened_at, s.closed_at, s.comment, s.opening_comment, s.needs_approval, s.approved_at,
         s.approval_comment, s.opened_by AS opened_by_id, s.closed_by AS closed_by_id, s.cash_register_id, r.city_id,
         r.kind = 'vault' AS needs_witness, ${userJson('ow')} AS opening_witness, s.opening_witnessed_at,
         ${userJson('cw')} AS closing_witness, s.closing_witnessed_at,
         ${refJson('r')} AS cash_register, ${refJson('ci')} AS city,
         ${userJson('ou')} AS opened_by, ${userJson('cu')} AS closed_by, ${userJson('au')} AS approved_by,
         ${countLines('OPEN')} AS opening, ${countLines('CLOSE')} AS closing
    FROM shifts s
    JOIN cash_registers r ON r.id = s.cash_register_id
    JOIN cities ci ON ci.id = r.city_id
    LEFT JOIN users ou ON ou.id = s.opened_by
    LEFT JOIN users cu ON cu.id = s.closed_by
    LEFT JOIN users au ON au.id = s.approved_by
    LEFT JOIN users ow ON ow.id = s.opening_witness
    LEFT JOIN users cw ON cw.id = s.closing_witness`;

export interface ShiftRow
  extends Omit<Shift, 'opened_at' | 'closed_at' | 'approved_at' | 'approval' | 'closed_by_me' | 'opened_by_me' | 'opening_witnessed_at' | 'closing_witnessed_at'> {
  opened_at: Date;
  closed_at: Date | null;
  approved_at: Date | null;
  opening_witnessed_at: Date | null;
  closing_witnessed_at: Date | null;
  opened_by_id: number | null;
  needs_approval: boolean;
  closed_by_id: number | null;
  cash_register_id: number;
  city_id: number;
}

export const toShift =
  (actorId: number | null) =>
  (row: ShiftRow): Shift => ({
    id: row.id,
    cash_register: row.cash_register,
    city: row.city,
    status: row.status,
    opened_at: iso(row.opened_at)!,
    opened_by: row.opened_by,
    closed_at: iso(row.closed_at),
    closed_by: row.closed_by,
    opening: row.opening,
    closing: row.closing,
    comment: row.comment,
    opening_comment: row.opening_comment,
    approval: !row.needs_approval ? 'NOT_NEEDED' : row.approved_at ? 'APPROVED' : 'WAITING',
    approved_by: row.approved_by,
    approved_at: iso(row.approved_at),
    approval_comment: row.approval_comment,
    closed_by_me: actorId !== null && row.closed_by_id === actorId,
    needs_witness: row.needs_witness,
    opening_witness: row.opening_witness,
    opening_witnessed_at: iso(row.opening_witnessed_at),
    closing_witness: row.closing_witness,
    closing_witnessed_at: iso(row.closing_witnessed_at),
    opened_by_me: actorId !== null && row.opened_by_id === actorId,
  });
