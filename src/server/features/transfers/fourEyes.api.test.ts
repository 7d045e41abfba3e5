import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { LACKING, WHO, type Who } from '../../testing/routeAccess';
import { useMatrixWorld } from '../../testing/matrixWorld';
import { TRANSFER_PATH } from '../../ledger/testing/matrixRequests';
import { verifyLedger } from '../../ledger/verify';
import { NEW_CODE_ISSUER_DETAIL } from './transferNewCode';
import { FOUR_EYES_DETAIL } from './transferTransitions';

/**
 * Four eyes on a client's transfer (docs/RELIABILITY.md "Security"), walked over the users of
 * the authorization matrix rather than written for one creator: for every user who may send
 * a transfer of the kind, the transfer they create (М1 → М2, both sides in their city, so
 * nothing but four eyes stands in their way) can be given a new code by them or an admin and
 * by nobody else; and neither its creator nor whoever issued the code in force may accept or
 * deliver it, while a third person can.
 */
const w = useMatrixWorld();

const FOUR_EYES = { status: 403, body: { detail: FOUR_EYES_DETAIL } };
const NOT_THE_ISSUER = { status: 403, body: { detail: NEW_CODE_ISSUER_DETAIL } };
type Signed = Exclude<Who, 'anonymous' | 'revoked'>;

async function call(who: Signed, method: 'POST' | 'PUT', url: string, payload: object = {}) {
  const res = await w.f.app.inject({ method, url, payload, headers: { authorization: `Token ${w.tokens[who]}` } });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** The users of the sending city (Москва) allowed transfers of `kind`; admin last. */
const senders = (kind: TransferKind): Signed[] =>
  WHO.filter((who): who is Signed => who !== 'anonymous' && who !== 'revoked' && who !== 'otherCity')
    .filter((who) => kind !== 'CRYPTO' || who !== LACKING.isCryptoTransactionPageActive);

describe.each(['EXTERNAL', 'CRYPTO'] as const)('%s transfers', (kind) => {
  const path = TRANSFER_PATH[kind];
  const money = () =>
    kind === 'CRYPTO' ? { crypto_currency: w.f.currencies.USDT, amount: '1' } : { currency: w.f.currencies.USD, amount: '1.00' };

  it.each(senders(kind))('created by %s: a new code only from its creator or an admin; neither accepts nor delivers', async (creator) => {
    const created = await call(creator, 'POST', `/api/${path}/create/`, {
      from_cash_register: w.f.registers.m1, to_cash_register: w.f.registers.m2, ...money(),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    let code = created.body.transfer_code as string;

    const others = senders(kind).filter((who) => who !== creator && who !== 'admin');
    for (const other of others) {
      expect([other, await call(other, 'PUT', `/api/${path}/new_code/${id}/`)]).toEqual([other, NOT_THE_ISSUER]);
    }
    expect((await call('otherCity', 'PUT', `/api/${path}/new_code/${id}/`)).status).toBe(404);
    expect(await call(creator, 'PUT', `/api/${path}/accept/${id}/`, { transfer_code: code })).toEqual(FOUR_EYES);

    // The creator's own new code keeps them the first pair of eyes.
    const own = await call(creator, 'PUT', `/api/${path}/new_code/${id}/`);
    expect(own.status).toBe(200);
    code = own.body.transfer_code;
    expect(await call(creator, 'PUT', `/api/${path}/accept/${id}/`, { transfer_code: code })).toEqual(FOUR_EYES);

    // An admin's new code makes the admin one too, and the creator stays one.
    if (creator !== 'admin') {
      const byAdmin = await call('admin', 'PUT', `/api/${path}/new_code/${id}/`);
      expect(byAdmin.status).toBe(200);
      code = byAdmin.body.transfer_code;
      expect(await call('admin', 'PUT', `/api/${path}/accept/${id}/`, { transfer_code: code })).toEqual(FOUR_EYES);
      expect(await call(creator, 'PUT', `/api/${path}/accept/${id}/`, { transfer_code: code })).toEqual(FOUR_EYES);
    }

    const third = others[0];
    expect((await call(third, 'PUT', `/api/${path}/accept/${id}/`, { transfer_code: code })).status).toBe(200);
    expect(await call(creator, 'PUT', `/api/${path}/deliver/${id}/`)).toEqual(FOUR_EYES);
    if (creator !== 'admin') expect(await call('admin', 'PUT', `/api/${path}/deliver/${id}/`)).toEqual(FOUR_EYES);
    const delivered = await call(third, 'PUT', `/api/${path}/deliver/${id}/`);
    expect([delivered.status, delivered.body.status]).toEqual([200, 'Delivered']);
  });
});

it('leaves the ledger consistent after those transfers', async () => {
  const report = await verifyLedger(w.f.db);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
