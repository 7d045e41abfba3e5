import type { Prng } from '../../seed/demoLedgerRandom';
import { dec } from '../../ledger/decimal';

/**
 * Every kind of write the API takes, as requests the burst can send. Each create carries a
 * unique tag in its `comment`, so that after a crash the test finds the record a write made
 * (or did not make) even when the write never got an answer and so never learnt its id.
 */

type Random = Prng;
type TransferKind = 'INTERNAL' | 'EXTERNAL' | 'CRYPTO';

export interface WriteRequest {
  kind: string;
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  /** The table a create writes one row to, found again by `tag` in its comment. */
  table?: string;
  tag?: string;
  /** The transfer an accept or a delivery moves; the person an activation switches. */
  transferId?: number;
  personId?: number;
  /** The kind of transfer a transfer create makes. */
  transferKind?: TransferKind;
  /** The correction an approval or a rejection decides. */
  correctionId?: number;
  /** The city whose limits a `city limits` write sets. */
  cityId?: number;
  /** Sent as the receiving side's user: whoever created a transfer may not accept or deliver it (four eyes). */
  byReceiver?: boolean;
  /** The register whose shift an open or a close changes; the shift an approval decides. */
  shiftRegister?: number;
  shiftId?: number;
  /**
   * Fills the body from what the server says just before sending (a count reads the count
   * sheet); a request whose preparation fails is not sent.
   */
  prepare?: (read: (url: string) => Promise<unknown>) => Promise<void>;
  /** Which of WRITE_KINDS made it (set by pickWrite): its successes order the next burst's first picks. */
  maker?: number;
}

/** What the test knows of a register's shift. */
export interface KnownShift {
  id: number;
  open: boolean;
}

export interface KnownTransfer {
  id: number;
  kind: TransferKind;
  code: string | null;
  status: 'Pending' | 'Accepted' | 'Delivered' | 'Cancelled';
}

/** What the test knows of the network: read once at the start, then learnt from answers. */
export interface World {
  registers: Array<{ id: number; city: number; pairCurrency: number }>;
  /** Active seeded persons of each city (they take the out transactions). */
  persons: Map<number, number[]>;
  /** Persons the burst created: the ones it switches on and off. */
  ownPersons: Array<{ id: number; active: boolean }>;
  transfers: Map<number, KnownTransfer>;
  /** Exchanges and incomes/expenses the burst made: what a correction may ask to reverse (each once). */
  records: Array<{ kind: 'TRANSACTION' | 'INCOME_OUTCOME'; id: number }>;
  /** Corrections the burst asked for, still waiting (an approval takes one). */
  corrections: number[];
  /** Each register's last shift (read at the start, then learnt from answers). */
  shifts: Map<number, KnownShift>;
  /**
   * Closed shifts waiting for approval: the demo's, then every close answered WAITING. Kept
   * apart from `shifts`, whose entry the register's next opening replaces (opens are frequent:
   * a 10-kill run once made no approval when only the last shift was known).
   */
  waitingShifts: number[];
  /**
   * 2xx answers so far per entry of WRITE_KINDS. A burst's first picks go to the entries with
   * fewest: on a loaded machine a burst may get only a dozen writes in before its kill, and a
   * fixed order then never reached the last entries (a 10-kill CI run made no shift open,
   * approval or activation).
   */
  successesByMaker: number[];
  base: number;
  usd: number;
  usdt: number;
}

const PATHS: Record<TransferKind, string> = { INTERNAL: 'internal_transfer', EXTERNAL: 'external_transfer', CRYPTO: 'crypto_transfer' };

type CountSheet = { lines: Array<{ currency: { id: number }; expected: string }> };

/** A count of the register as the books have it now — 1 ₽ short half the time, so that some closes wait for approval. */
function countFrom(r: Random, registerId: number, body: Record<string, unknown>) {
  const short = r.chance(0.5);
  return async (read: (url: string) => Promise<unknown>) => {
    const sheet = (await read(`/api/shift/count_sheet/?cash_register=${registerId}`)) as CountSheet;
    body.counted = sheet.lines.map((l, i) => ({
      currency: l.currency.id,
      // The base comes first; never below zero.
      amount: i === 0 && short && dec(l.expected).greaterThanOrEqualTo(1) ? dec(l.expected).minus(1).toFixed(2) : l.expected,
    }));
  };
}

const money = (r: Random, min: number, max: number) => `${r.int(min, max)}.${String(r.int(0, 99)).padStart(2, '0')}`;

function twoRegisters(r: Random, w: World) {
  const from = r.pick(w.registers);
  const to = r.pick(w.registers.filter((x) => x.id !== from.id));
  return { from, to };
}

/** One request of each kind, given a tag for creates. null = nothing to do now (no transfer to accept). */
export const WRITE_KINDS: Array<{ weight: number; make: (r: Random, w: World, tag: string) => WriteRequest | null }> = [
  // A buy and a sell are entries of their own, as the transfers' kinds are below: one entry
  // drawing BUY or SELL at random left the sells without a write in a run of ten bursts.
  ...(['BUY', 'SELL'] as const).map((operation_type) => ({
    weight: operation_type === 'BUY' ? 2 : 1,
    make: (r: Random, w: World, tag: string): WriteRequest => {
      const reg = r.pick(w.registers);
      const body = { cash_register: reg.id, currency: reg.pairCurrency, operation_type, amount: money(r, 1, 300), rate: `${r.int(80, 99)}.5`, comment: tag };
      return { kind: `exchange ${operation_type}`, method: 'POST', url: '/api/transaction/create/', body, table: 'exchange_transactions', tag };
    },
  })),
  // Likewise each side of a crypto deal, an income and an expense, and a person's two
  // operations: the side that takes money out may be refused (the till short) where the
  // other is not, and only an entry of its own is tried first again in the next burst.
  ...(['BUY', 'SELL'] as const).map((operation_type) => ({
    weight: 0.5,
    make: (r: Random, w: World, tag: string): WriteRequest => {
      const reg = r.pick(w.registers);
      const body = { cash_register: reg.id, crypto_currency: w.usdt, operation_type, amount: money(r, 1, 20), rate: '97.25', fee: '10.00', comment: tag };
      return { kind: `crypto transaction ${operation_type}`, method: 'POST', url: '/api/crypto_transaction/create/', body, table: 'crypto_transactions', tag };
    },
  })),
  ...(['Income', 'Outcome'] as const).map((direction) => ({
    weight: 1,
    make: (r: Random, w: World, tag: string): WriteRequest => {
      const reg = r.pick(w.registers);
      const body = { cash_register: reg.id, currency: w.base, direction, amount: money(r, 100, 5000), comment: tag };
      return { kind: `income/expense ${direction}`, method: 'POST', url: '/api/income_outcome/create/', body, table: 'income_outcome', tag };
    },
  })),
  ...(['REPLENISHMENT', 'HANDED_OVER'] as const).map((operation_type) => ({
    weight: 1,
    make: (r: Random, w: World, tag: string): WriteRequest => {
      const reg = r.pick(w.registers);
      const person = r.pick(w.persons.get(reg.city)!);
      const body = { cash_register: reg.id, operation_person: person, currency: w.usd, operation_type, amount: money(r, 1, 300), comment: tag };
      return { kind: `person ${operation_type}`, method: 'POST', url: '/api/out_transaction/create/', body, table: 'out_transactions', tag };
    },
  })),
  {
    weight: 0.5,
    make: (r, w, tag) => {
      const reg = r.pick(w.registers);
      const person = r.pick(w.persons.get(reg.city)!);
      const body = { cash_register: reg.id, operation_person: person, crypto_currency: w.usdt, operation_type: 'REPLENISHMENT', amount: money(r, 1, 20), comment: tag };
      return { kind: 'crypto person REPLENISHMENT', method: 'POST', url: '/api/crypto_out_transaction/create/', body, table: 'out_transactions', tag };
    },
  },
  // A transfer of each kind is an entry of its own (internal twice as often): a burst's first
  // picks go by entry, and one entry drawing its kind at random left the external transfers
  // (a quarter of its writes) without a success in a run of ten bursts, and so the deliveries.
  ...(['INTERNAL', 'EXTERNAL', 'CRYPTO'] as const).map((kind: TransferKind) => ({
    weight: kind === 'INTERNAL' ? 2 : 1,
    make: (r: Random, w: World, tag: string): WriteRequest => {
      const { from, to } = twoRegisters(r, w);
      const currency = kind === 'CRYPTO' ? { crypto_currency: w.usdt } : { currency: kind === 'INTERNAL' ? w.base : w.usd };
      const amount = kind === 'CRYPTO' ? money(r, 1, 10) : kind === 'INTERNAL' ? money(r, 100, 3000) : money(r, 1, 200);
      const fee = kind === 'INTERNAL' ? {} : { fee: '1.50' };
      const body = { from_cash_register: from.id, to_cash_register: to.id, ...currency, amount, ...fee, comment: tag };
      return { kind: `${kind.toLowerCase()} transfer`, method: 'POST', url: `/api/${PATHS[kind]}/create/`, body, table: 'transfers', tag, transferKind: kind };
    },
  })),
  {
    // Accepts come in threes at once (see writeBurst.ts): only one may succeed.
    weight: 3,
    make: (r, w) => {
      const open = [...w.transfers.values()].filter((t) => t.status === 'Pending');
      if (!open.length) return null;
      const t = r.pick(open);
      const body = t.kind === 'INTERNAL' ? { id: t.id } : { transfer_code: t.code };
      return { kind: 'accept', method: 'PUT', url: `/api/${PATHS[t.kind]}/accept/${t.id}/`, body, transferId: t.id, byReceiver: true };
    },
  },
  {
    // An edit while Pending reverses the old entries and posts new ones: all or nothing too.
    weight: 1,
    make: (r, w) => {
      const open = [...w.transfers.values()].filter((t) => t.status === 'Pending');
      if (!open.length) return null;
      const t = r.pick(open);
      const body = { amount: t.kind === 'CRYPTO' ? money(r, 1, 10) : money(r, 1, 150) };
      return { kind: 'transfer update', method: 'PUT', url: `/api/${PATHS[t.kind]}/update/${t.id}/`, body, transferId: t.id };
    },
  },
  {
    weight: 1,
    make: (r, w) => {
      const accepted = [...w.transfers.values()].filter((t) => t.status === 'Accepted' && t.kind !== 'INTERNAL');
      if (!accepted.length) return null;
      const t = r.pick(accepted);
      return { kind: 'deliver', method: 'PUT', url: `/api/${PATHS[t.kind]}/deliver/${t.id}/`, body: {}, transferId: t.id, byReceiver: true };
    },
  },
  {
    // The sender takes a Pending transfer back: the creation's entries reversed with
    // the audit row, all or nothing; it races the accepts, and only one of them may win.
    weight: 1,
    make: (r, w) => {
      const open = [...w.transfers.values()].filter((t) => t.status === 'Pending');
      if (!open.length) return null;
      const t = r.pick(open);
      return { kind: 'cancel', method: 'PUT', url: `/api/${PATHS[t.kind]}/cancel/${t.id}/`, body: { reason: 'краш-тест' }, transferId: t.id };
    },
  },
  {
    // A correction (storno) asked by the admin, its reason the tag...
    weight: 1,
    make: (r, w, tag) => {
      if (!w.records.length) return null;
      const [record] = w.records.splice(r.int(0, w.records.length - 1), 1);
      const body = { record_kind: record.kind, record_id: record.id, reason: tag };
      return { kind: 'correction create', method: 'POST', url: '/api/correction/create/', body, table: 'corrections', tag };
    },
  },
  {
    // ...then rejected by the supervisor: a status, a decision and its audit row, all or nothing.
    // Before the approval in this list: a burst's first writes go in this order, one of each,
    // and the rarer rejection takes the one waiting correction a short run may have (at 12
    // kills a PostgreSQL run once rejected none).
    weight: 0.5,
    make: (r, w) => {
      if (!w.corrections.length) return null;
      const [id] = w.corrections.splice(r.int(0, w.corrections.length - 1), 1);
      return { kind: 'correction reject', method: 'PUT', url: `/api/correction/reject/${id}/`, body: { comment: 'краш-тест' }, correctionId: id, byReceiver: true };
    },
  },
  {
    // ...or approved by the supervisor (four eyes): the reversing record and its entries, all
    // or nothing (ledger verify); refused like an over-sale when the cash is gone.
    weight: 1,
    make: (r, w) => {
      if (!w.corrections.length) return null;
      const [id] = w.corrections.splice(r.int(0, w.corrections.length - 1), 1);
      return { kind: 'correction approve', method: 'PUT', url: `/api/correction/approve/${id}/`, body: {}, correctionId: id, byReceiver: true };
    },
  },
  {
    // A city's limits, set by the admin: the row and its audit row (before and after) together.
    // The burst's exchanges are the admin's, whom limits mark but never refuse.
    weight: 0.5,
    make: (r, w) => {
      const city = r.pick(w.registers).city;
      const body = { rate_tolerance_percent: `${r.int(1, 9)}.${String(r.int(0, 99)).padStart(2, '0')}`, max_operation_amount: r.chance(0.5) ? null : money(r, 100000, 900000) };
      return { kind: 'city limits', method: 'PUT', url: `/api/city_limits/${city}/`, body, cityId: city };
    },
  },
  {
    // A close races the writes on its register (each lands before it, or is refused
    // 409); the comment is the tag, and explains the difference the moving books leave.
    weight: 0.4,
    make: (r, w, tag) => {
      const open = [...w.shifts.entries()].filter(([, s]) => s.open);
      if (!open.length) return null;
      const [register, shift] = r.pick(open);
      const body: Record<string, unknown> = { comment: tag };
      return {
        kind: 'shift close', method: 'PUT', url: `/api/shift/close/${shift.id}/`, body, shiftRegister: register, shiftId: shift.id,
        prepare: countFrom(r, register, body),
      };
    },
  },
  {
    // ...and the next shift opens with its own count (the tag as its opening comment).
    weight: 3,
    make: (r, w, tag) => {
      const closed = [...w.shifts.entries()].filter(([, s]) => !s.open);
      if (!closed.length) return null;
      const [register] = r.pick(closed);
      const body: Record<string, unknown> = { cash_register: register, comment: tag };
      return {
        kind: 'shift open', method: 'POST', url: '/api/shift/open/', body, table: 'shifts', tag, shiftRegister: register,
        prepare: countFrom(r, register, body),
      };
    },
  },
  {
    // A supervisor accepts a difference (four eyes: the admin closed it). No money moves.
    weight: 0.5,
    make: (r, w) => {
      if (!w.waitingShifts.length) return null;
      const [id] = w.waitingShifts.splice(r.int(0, w.waitingShifts.length - 1), 1);
      return { kind: 'shift approve', method: 'PUT', url: `/api/shift/approve/${id}/`, body: { comment: 'принято' }, shiftId: id, byReceiver: true };
    },
  },
  {
    weight: 1,
    make: (r, w, tag) => {
      const body = { first_name: `Краш ${tag.split(' ').pop()}`, city: r.pick(w.registers).city, comment: tag };
      return { kind: 'person create', method: 'POST', url: '/api/operation_person/create/', body, table: 'operation_persons', tag };
    },
  },
  {
    weight: 1,
    make: (r, w) => {
      if (!w.ownPersons.length) return null;
      const p = r.pick(w.ownPersons);
      return { kind: 'person activation', method: 'PUT', url: `/api/activation_operation_person/${p.id}/`, body: { is_active: !p.active }, personId: p.id };
    },
  },
];

/** `first`: the entry of WRITE_KINDS to try first (burstOrder), else one by weight. */
export function pickWrite(r: Random, w: World, tag: string, first?: number): WriteRequest {
  const firstTry = first === undefined ? null : WRITE_KINDS[first].make(r, w, tag);
  if (firstTry) return { ...firstTry, maker: first };
  const total = WRITE_KINDS.reduce((s, k) => s + k.weight, 0);
  for (;;) {
    let x = r.next() * total;
    let maker = WRITE_KINDS.findIndex((k) => (x -= k.weight) < 0);
    if (maker < 0) maker = 0;
    const req = WRITE_KINDS[maker].make(r, w, tag);
    if (req) return { ...req, maker };
  }
}

/** The order of a burst's first picks, one of each entry of WRITE_KINDS: fewest successes so far first. */
export function burstOrder(w: World): number[] {
  return WRITE_KINDS.map((_, i) => i).sort((a, b) => (w.successesByMaker[a] ?? 0) - (w.successesByMaker[b] ?? 0) || a - b);
}

/** Updates what the test knows from a 2xx answer. */
export function learn(w: World, req: WriteRequest, answer: Record<string, unknown>): void {
  if (req.maker !== undefined) w.successesByMaker[req.maker] = (w.successesByMaker[req.maker] ?? 0) + 1;
  if (req.shiftRegister !== undefined) {
    w.shifts.set(req.shiftRegister, { id: Number(answer.id), open: answer.status === 'Open' });
    if (answer.status !== 'Open' && answer.approval === 'WAITING') w.waitingShifts.push(Number(answer.id));
  } else if (req.table === 'transfers') {
    w.transfers.set(Number(answer.id), { id: Number(answer.id), kind: req.transferKind!, code: (answer.transfer_code as string | null) ?? null, status: 'Pending' });
  } else if (req.transferId !== undefined && req.kind !== 'transfer update') {
    const t = w.transfers.get(req.transferId);
    if (t) t.status = answer.status as KnownTransfer['status'];
  } else if (req.table === 'exchange_transactions' || req.table === 'income_outcome') {
    w.records.push({ kind: req.table === 'income_outcome' ? 'INCOME_OUTCOME' : 'TRANSACTION', id: Number(answer.id) });
  } else if (req.table === 'corrections') {
    w.corrections.push(Number(answer.id));
  } else if (req.table === 'operation_persons') {
    w.ownPersons.push({ id: Number(answer.id), active: true });
  } else if (req.personId !== undefined) {
    const p = w.ownPersons.find((x) => x.id === req.personId);
    if (p) p.active = Boolean(answer.is_active);
  }
}
