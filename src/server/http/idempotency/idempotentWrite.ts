import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runWithTransactionHook, type TransactionHook } from '../../db/transactionHook';
import { HttpError } from '../errors';
import { claimKey, findAnswer, lockKey, recordRefusal, recordSentAnswer, type StoredAnswer } from './idempotencyStore';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_REUSED = 'Этот Idempotency-Key уже использован с другим запросом.';

/** One keyed request on its way: set on the request, read by the onSend hook. */
export interface KeyedRequest {
  db: Db;
  userId: number;
  key: string;
  hash: string;
  /** The route's success status: what a write answered whose sent answer was lost. */
  successStatus: number;
  /** The write's transaction took the key (the write and the key commit together). */
  claimed: boolean;
  /** This answer is an earlier one sent again. */
  replayed: boolean;
}

/** Thrown inside a write's transaction when the key turns out answered meanwhile: rolls it back. */
class AnsweredMeanwhile extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('idempotency key answered meanwhile');
  }
}

// A claimed key whose answer is not recorded yet: the first request is about to send it
// (wait for it), or its process died between the commit and the answer (answer from the
// transaction's own result).
const ANSWER_WAIT_MS = 5_000;
const ANSWER_POLL_MS = 20;

async function sentAnswerOf(k: KeyedRequest, stored: StoredAnswer): Promise<StoredAnswer> {
  let latest = stored;
  const until = Date.now() + Math.max(0, ANSWER_WAIT_MS - stored.ageMs);
  while (latest.status === null && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
    latest = (await findAnswer(k.db, k.userId, k.key)) ?? latest;
  }
  return latest;
}

async function replay(k: KeyedRequest, reply: FastifyReply, stored: StoredAnswer): Promise<FastifyReply> {
  if (stored.requestHash !== k.hash) throw new HttpError(422, { detail: KEY_REUSED });
  const answered = await sentAnswerOf(k, stored);
  k.replayed = true;
  reply.header('idempotent-replayed', 'true');
  if (answered.status !== null && answered.answer !== null) {
    return reply.code(answered.status).header('content-type', 'application/json; charset=utf-8').send(answered.answer);
  }
  // The answer as sent was lost (its process died between the commit and the answer): the
  // write's services read their answer back inside the write's transaction, so what it
  // returned is that answer; through the route's serializer, as the lost one went.
  return reply.code(k.successStatus).send(answered.txAnswer);
}

function claimingHook(k: KeyedRequest): TransactionHook {
  return {
    async inside(tx, work) {
      if (k.claimed) return work();
      const stored = await lockKey(tx, k.userId, k.key);
      if (stored) throw new AnsweredMeanwhile(stored);
      const result = await work();
      await claimKey(tx, k.userId, k.key, k.hash, result);
      k.claimed = true;
      return result;
    },
  };
}

/**
 * A writing route's handler under its Idempotency-Key: an answered key is answered again
 * (or 422 for another request); otherwise the handler runs, and the first transaction it
 * commits takes the key with it. Two requests with one key: the second waits on the key's
 * lock inside its transaction, then rolls back and sends the first one's answer.
 */
export async function runKeyed(
  k: KeyedRequest,
  reply: FastifyReply,
  handle: () => Promise<unknown>,
): Promise<unknown> {
  const earlier = await findAnswer(k.db, k.userId, k.key);
  if (earlier) return replay(k, reply, earlier);
  try {
    return await runWithTransactionHook(claimingHook(k), handle);
  } catch (err) {
    if (err instanceof AnsweredMeanwhile) return replay(k, reply, err.stored);
    throw err;
  }
}

// Refusals worth answering again: the request was judged and nothing written. Not 401/403
// (who asks may change), 408/429 (try again later) or 5xx.
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

/** onSend: the answer as sent becomes the key's. A failure here must not lose the answer itself. */
export async function recordAnswer(request: FastifyRequest, k: KeyedRequest, status: number, payload: unknown): Promise<void> {
  if (k.replayed || typeof payload !== 'string') return;
  try {
    if (k.claimed && status >= 200 && status < 300) await recordSentAnswer(k.db, k.userId, k.key, status, payload);
    else if (!k.claimed && isFinalRefusal(status)) await recordRefusal(k.db, k.userId, k.key, k.hash, status, payload);
  } catch (err) {
    request.log.warn({ err }, 'idempotency: answer not recorded');
  }
}

