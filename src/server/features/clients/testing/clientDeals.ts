import { SYSTEM_ACTOR } from '../../../http/scope';
import type { LedgerFixture } from '../../../ledger/testing/ledgerFixture';
import { createCryptoTransaction } from '../../crypto/cryptoTransactionService';
import { createExchange } from '../../exchange/exchangeService';
import { createClient } from '../clientService';
import { clientBody } from './clientBodies';

/**
 * A new client with two deals in М1 (test-only; the route walks' request of a client's
 * operations): a purchase of 10.00 USD at 90 and a crypto purchase of 1 USDT at 92.
 * The registers need the money: USD and RUB, and USDT, funded in М1.
 */
export async function clientWithDeals(f: LedgerFixture): Promise<number> {
  const { id } = await createClient(f.db, SYSTEM_ACTOR, clientBody());
  await createExchange(f.db, SYSTEM_ACTOR, {
    cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '10.00', rate: '90', client: id,
  });
  await createCryptoTransaction(f.db, SYSTEM_ACTOR, {
    cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '1', rate: '92', client: id,
  });
  return id;
}
