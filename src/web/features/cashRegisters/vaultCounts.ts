import type { CountPhase, Shift } from '../../../shared/contract';

/** One of a vault shift's counts waiting for its witness (docs/VAULT.md, "Counting the vault"). */
export interface UnwitnessedCount {
  shift: Shift;
  phase: CountPhase;
  /** When it was counted and by whom (null: the system). */
  at: string;
  counter: string;
  /** The caller made this count: four eyes, another person confirms it. */
  mine: boolean;
}

/** The counts of these shifts that no witness has confirmed yet, newest first. */
export function unwitnessedCounts(shifts: Shift[]): UnwitnessedCount[] {
  const counts: UnwitnessedCount[] = [];
  for (const shift of shifts) {
    if (!shift.needs_witness) continue;
    if (shift.status === 'Closed' && shift.closing_witness === null) {
      counts.push({ shift, phase: 'CLOSE', at: shift.closed_at!, counter: shift.closed_by?.name ?? 'система', mine: shift.closed_by_me });
    }
    if (shift.opening_witness === null) {
      counts.push({ shift, phase: 'OPEN', at: shift.opened_at, counter: shift.opened_by?.name ?? 'система', mine: shift.opened_by_me });
    }
  }
  return counts;
}
