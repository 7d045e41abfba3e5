import type { Db, Queryable } from '../../db/types';

/** A key's row (migration 012): the first answer to a request, as far as it got. */
export interface StoredAnswer {
  requestHash: string;
  /** What the write's service returned, committed with the write. */
  txAnswer: unknown;
  /** The answer as sent, once it was sent. */
  status: number | null;
  answer: string | null;
  /** How long ago the key was taken. */
  ageMs: number;
}

type Row = { request_hash: string; tx_answer: unknown; status: number | null; answer: string | null; age_ms: number };

const LIVE = "created_at > now() - interval '24 hours'";

const toStored = (r: Row): StoredAnswer => ({
  requestHash: r.request_hash,
  txAnswer: r.tx_answer,
  status: r.status,
  answer: r.answer,
  ageMs: Number(r.age_ms),
});

export async function findAnswer(q: Queryable, userId: number, key: string): Promise<StoredAnswer | null> {
  const { rows } = await q.query<Row>(
    `SELECT request_hash, tx_answer, status, answer, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
       FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND ${LIVE}`,
    [userId, key],
  );
  return rows[0] ? toStored(rows[0]) : null;
}

/**
 * Inside the write's transaction: waits for any other request holding the same key (the
 * lock is the transaction's), then says whether the key was already answered.
 */
export async function lockKey(tx: Queryable, userId: number, key: string): Promise<StoredAnswer | null> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text || ':' || $2, 248))", [userId, key]);
  return findAnswer(tx, userId, key);
}

/** Inside the write's transaction, after its work: the key is taken with what it returned. */
export async function claimKey(tx: Queryable, userId: number, key: string, requestHash: string, txAnswer: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, tx_answer) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (user_id, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, tx_answer = EXCLUDED.tx_answer, status = NULL, answer = NULL, created_at = now()`,
    [userId, key, requestHash, JSON.stringify(txAnswer ?? null)],
  );
}

/** After a claimed write's answer went out: the answer as sent. */
export async function recordSentAnswer(db: Db, userId: number, key: string, status: number, answer: string): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status = $3, answer = $4 WHERE user_id = $1 AND key = $2', [userId, key, status, answer]);
}

/** A refused request (nothing written): its answer is the key's, unless a write got there first. */
export async function recordRefusal(db: Db, userId: number, key: string, requestHash: string, status: number, answer: string): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, status, answer) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
       answer = EXCLUDED.answer, tx_answer = NULL, created_at = now()
     WHERE idempotency_keys.created_at <= now() - interval '24 hours'`,
    [userId, key, requestHash, status, answer],
  );
}

/** Keys older than a day answer nothing any more; their rows go. */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.query("DELETE FROM idempotency_keys WHERE created_at <= now() - interval '24 hours'");
}
