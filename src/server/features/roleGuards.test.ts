import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
  'compliance/matches.ts: match.created_by === actor.id':
    'four eyes: whoever entered the client does not decide its match; the match row says who that is',
  'corrections/correctionService.ts: c.requested_by === actor.id':
    'four eyes: whoever asked for the correction does not decide it; the correction row says who asked',
  'shifts/shiftService.ts: shift.closed_by === actor.id':
    'four eyes: whoever closed the shift does not approve it; the shift row says who closed it',
  'clients/clientService.ts: stored[f] !== values[f]':
    "a blocked or waiting client's identity is locked: depends on the client's screening status and on which fields change",
  'transfers/transferTransitions.ts: isFirstPairOfEyes(actor, t)':
    'four eyes on a transfer: depends on who created or accepted that transfer',
  'transfers/transferCancel.ts: isFrozenTransfer(tx, t)':
    'only the compliance side cancels a transfer frozen by a match: depends on the transfer being frozen',
  'transfers/transferNewCode.ts: !isCreator && !actor.isAdmin':
    "a client's new code is issued by the transfer's creator (or an admin): depends on the transfer's creator",
};

/** Role words that have no business in a route's handler: the guards ask them. */
const ROLE_IN_ROUTES = /\b(requirePermission|hasPermission|canSetRates|canSeeCompliance)\(|\.isAdmin\b|throw forbidden\(/;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !path.includes('/testing/')) out.push(path);
  }
  return out;
}

function refusals(): string[] {
  const found: string[] = [];
  for (const file of sources(FEATURES)) {
    const name = relative(FEATURES, file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('forbidden(') || line.includes('import ')) continue;
      const known = Object.keys(ROW_CHECKS).find((key) => key.startsWith(`${name}: `) && line.includes(key.slice(name.length + 2)));
      found.push(known ?? `${name}: ${line.trim()}`);
    }
  }
  return found;
}

describe('role checks are route guards', () => {
  it('every 403 thrown inside a feature is a row check listed with its reason', () => {
    expect(refusals().filter((r) => !(r in ROW_CHECKS))).toEqual([]);
  });

  it('every listed row check is still there (the list does not outlive the code)', () => {
    expect(Object.keys(ROW_CHECKS).filter((key) => !refusals().includes(key))).toEqual([]);
  });

  it('no route file asks for a role or a permission itself', () => {
    const offending = sources(FEATURES)
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
