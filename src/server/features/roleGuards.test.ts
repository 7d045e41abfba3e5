import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { sourceFiles } from '../testing/sourceFiles';

/**
 * Who may call a route is declared once, in the route's options, by a named guard of the
 * route kit (http/adminOnly.ts, complianceOnly.ts, rateSettersOnly.ts, permissionGuards.ts),
 * where the route table and the authorization matrix see it. A `forbidden(` in a feature is
 * therefore a refusal that depends on the ROW the request names, and each one is listed here
 * with its reason; a new one (a role checked inside a handler or service) fails until it
 * becomes a guard or is added here with the reason it cannot be one.
 */
const FEATURES = __dirname;

const ROW_CHECKS: Record<string, string> = {
  'compliance/matchService.ts: match.created_by === actor.id':
    'four eyes: whoever entered the client does not decide its match; the match row says who that is',
  'corrections/correctionService.ts: c.requested_by === actor.id':
    'four eyes: whoever asked for the correction does not decide it; the correction row says who asked',
  'shifts/shiftService.ts: shift.closed_by === actor.id':
    'four eyes: whoever closed the shift does not approve it; the shift row says who closed it',
  'shifts/shiftWitness.ts: counter === actor.id':
    "four eyes on a vault's count: whoever counted does not witness it; the shift row says who opened or closed it",
  'clients/clientService.ts: stored[f] !== values[f]':
    "a blocked or waiting client's identity is locked: depends on the client's screening status and on which fields change",
  'transfers/transferTransitions.ts: isFirstPairOfEyes(actor, t)':
    'four eyes on a transfer: depends on who created or accepted that transfer',
  'transfers/transferCancel.ts: isFrozenTransfer(tx, t)':
    'only the compliance side cancels a transfer frozen by a match: depends on the transfer being frozen',
  'cashOrders/cashOrderService.ts: Number(o.requested_by) === actor.id':
    'four eyes on a cash order: whoever requested it does not approve it; the order row says who requested it',
  'cashOrders/cashOrderService.ts: Number(o.received_by) === actor.id':
    'four eyes on a difference: whoever counted the order on arrival does not settle it; the order row says who received it',
  'transfers/transferNewCode.ts: !isCreator && !actor.isAdmin':
    "a client's new code is issued by the transfer's creator (or an admin): depends on the transfer's creator",
};

/**
 * The permission flags a service still asks itself (scope.ts requirePermission), each with why
 * it is there and not (only) in a route's options. Those that depend on the row or the query
 * cannot be a guard as they are; the unconditional ones are the same gate as their routes'
 * (GATED in testing/routeAccess.ts), kept in the service so that no other caller (the seed,
 * the command line, another service) skips it. A new one fails until it is listed here.
 */
const SERVICE_PERMISSION_CHECKS: Record<string, string> = {
  'journal/journalService.ts: query.kind && CRYPTO_KINDS': 'depends on the query: only a crypto kind of the day journal needs the crypto flag',
  'corrections/correctionService.ts: if (kind.crypto)': 'depends on the row: a correction of a crypto record needs the crypto flag',
  'corrections/correctionService.ts: if (KINDS[c.record_kind].crypto)': 'depends on the row: deciding a correction of a crypto record needs the crypto flag',
  'receipts/receiptData.ts: if (t.crypto': 'depends on the row: a receipt of a crypto operation needs the crypto flag',
  "receipts/receiptData.ts: if (transferKind === 'CRYPTO')": "depends on the record kind asked: a crypto transfer's receipt needs the crypto flag",
  "receipts/receiptData.ts: requirePermission(actor, 'isCryptoTransactionPageActive');": "the crypto deal's receipt, one kind of the one receipt route",
  'operationPersons/outTransactionService.ts: if (options.crypto)': 'one service for the fiat and the crypto routes of out transactions: only the crypto ones need the flag',
  "transfers/transferQueries.ts: if (kind === 'CRYPTO')": 'one query for the three kinds of transfer: only crypto transfers need the flag',
  "crypto/cryptoTransactionService.ts: requirePermission(actor, 'isCryptoTransactionPageActive');": 'unconditional: the crypto deals, whoever calls the service',
  "operationPersons/personService.ts: requirePermission(actor, 'isAllowToCheckNonActiveOperationPerson');": 'unconditional: (de)activating a person, whoever calls the service',
  "reports/cryptoReports.ts: requirePermission(actor, 'isCryptoTransactionPageActive');": 'unconditional: the crypto reports, whoever calls the service',
  "reports/earnings.ts: requirePermission(actor, 'isAllowToCheckEarningReport');": 'unconditional: the earning report, also behind its printed copy',
};

/** Role words that have no business in a route's handler: the guards ask them. */
const ROLE_IN_ROUTES = /\b(requirePermission|hasPermission|canSetRates|canSeeCompliance)\(|\.isAdmin\b|throw forbidden\(/;


/** Each line of a feature that holds `needle`: its key in `known` when listed, else the line itself. */
function linesWith(needle: string, known: Record<string, string>): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(FEATURES)) {
    const name = relative(FEATURES, file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes(needle) || line.includes('import ')) continue;
      const key = Object.keys(known).find((k) => k.startsWith(`${name}: `) && line.includes(k.slice(name.length + 2)));
      found.push(key ?? `${name}: ${line.trim()}`);
    }
  }
  return found;
}

const refusals = () => linesWith('forbidden(', ROW_CHECKS);
const permissionChecks = () => linesWith('requirePermission(', SERVICE_PERMISSION_CHECKS);

describe('role checks are route guards', () => {
  it('every 403 thrown inside a feature is a row check listed with its reason', () => {
    expect(refusals().filter((r) => !(r in ROW_CHECKS))).toEqual([]);
  });

  it('every listed row check is still there (the list does not outlive the code)', () => {
    expect(Object.keys(ROW_CHECKS).filter((key) => !refusals().includes(key))).toEqual([]);
  });

  it('every permission a service asks itself is listed with its reason', () => {
    expect(permissionChecks().filter((r) => !(r in SERVICE_PERMISSION_CHECKS))).toEqual([]);
    expect(Object.keys(SERVICE_PERMISSION_CHECKS).filter((key) => !permissionChecks().includes(key))).toEqual([]);
  });

  it('no route file asks for a role or a permission itself', () => {
    const offending = sourceFiles(FEATURES)
      .filter((file) => file.endsWith('/routes.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => ROLE_IN_ROUTES.test(line))
          .map((line) => `${relative(FEATURES, file)}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
