import { randomInt } from 'node:crypto';

export const TRANSFER_CODE_LENGTH = 8;

/** 8 digits from the OS's CSPRNG: no code says anything about another. */
export function drawTransferCode(): string {
  return String(randomInt(0, 10 ** TRANSFER_CODE_LENGTH)).padStart(TRANSFER_CODE_LENGTH, '0');
}

/**
 * SQL tail of an INSERT INTO transfers that gives up (returns no row) when the code is taken
 * by an open transfer. The partial unique index decides, also between two concurrent
 * inserts, so there is no check-then-write race.
 */
export const ON_CODE_CLASH =
  "ON CONFLICT (transfer_code) WHERE transfer_code IS NOT NULL AND status <> 'Delivered' DO NOTHING";

/** Calls insert with fresh codes until one is free. */
export async function withFreeCode<T>(
  insert: (code: string) => Promise<T | undefined>,
  draw: () => string = drawTransferCode,
): Promise<{ code: string; result: T }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = draw();
    const result = await insert(code);
    if (result !== undefined) return { code, result };
  }
  throw new Error('Could not draw a free transfer code in 20 attempts');
}
