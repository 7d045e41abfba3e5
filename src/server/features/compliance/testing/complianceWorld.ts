import { SYSTEM_ACTOR } from '../../../http/scope';
import { createClient } from '../../clients/clientService';
import { clientBody } from '../../clients/testing/clientBodies';
import { rescreenAll } from '../../../checks/screening';
import type { LedgerFixture } from '../../../ledger/testing/ledgerFixture';

/**
 * Fresh objects for the route walks (authorization matrix, idempotency; test-only), so that
 * one user's decision does not turn another's into a 409: an open match of the current list
 * on a client of its own, a new mandatory-control row, a new row of structuring signs.
 */
let made = 0;

/** An open match: a new client, a one-name list naming it, screened (the import is the system's, as an upload's would be). */
export async function matrixMatch(f: LedgerFixture): Promise<number> {
  made += 1;
  const name = { last_name: 'Совпадов', first_name: `Номер${String.fromCharCode(1040 + (made % 32))}${made}`, middle_name: '' };
  const c = await createClient(f.db, SYSTEM_ACTOR, clientBody(name));
  return f.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      "INSERT INTO watchlist_imports (file_name, entries) VALUES ('matrix.csv', 1) RETURNING id",
    );
    await tx.query('INSERT INTO watchlist_entries (import_id, line, full_name, birth_date) VALUES ($1, 2, $2, NULL)', [
      rows[0].id, `${name.last_name} ${name.first_name}`,
    ]);
    await rescreenAll(tx, rows[0].id);
    const match = await tx.query<{ id: string }>('SELECT id FROM compliance_matches WHERE import_id = $1 AND client_id = $2', [rows[0].id, c.id]);
    return Number(match.rows[0].id);
  });
}

/** A confirmed match (its client blocked), for the lift's walks. */
export async function matrixConfirmedMatch(f: LedgerFixture): Promise<number> {
  const id = await matrixMatch(f);
  await f.db.query("UPDATE compliance_matches SET status = 'confirmed', decided_at = now() WHERE id = $1", [id]);
  return id;
}

/** A new mandatory-control row (a single deal's) on a client of its own. */
export async function matrixControlRow(f: LedgerFixture): Promise<number> {
  const c = await createClient(f.db, SYSTEM_ACTOR, clientBody());
  const { rows } = await f.db.query<{ id: string }>(
    `INSERT INTO mandatory_control (kind, city_id, client_id, day, total, threshold, base_currency_id)
     VALUES ('single', $1, $2, current_date, '600000.00', '600000.00', $3) RETURNING id`,
    [f.cities.moscow, c.id, f.currencies.RUB],
  );
  return Number(rows[0].id);
}

/** A new row of structuring signs at М1 (no deals: the decision is what the walks try). */
export async function matrixStructuringSign(f: LedgerFixture): Promise<number> {
  const { rows } = await f.db.query<{ id: string }>(
    `INSERT INTO structuring_signs (city_id, cash_register_id, base_currency_id, total, threshold, window_minutes, first_at, last_at)
     VALUES ($1, $2, $3, '40000.00', '40000.00', 30, now(), now()) RETURNING id`,
    [f.cities.moscow, f.registers.m1, f.currencies.RUB],
  );
  return Number(rows[0].id);
}

/**
 * A list for the matrix's upload: the list in force (whatever the other walks imported) plus
 * one name, so that it drops nothing and applies at once (200) rather than waiting as a preview.
 */
export async function matrixWatchlistCsv(f: LedgerFixture): Promise<string> {
  const { rows } = await f.db.query<{ full_name: string; birth_date: string | null }>(
    `SELECT full_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM watchlist_entries
      WHERE import_id = (SELECT max(id) FROM watchlist_imports WHERE state = 'applied')`,
  );
  const lines = rows.map((r) => `"${r.full_name.replace(/"/g, '""')}",${r.birth_date ?? ''}`);
  return ['full_name,birth_date', ...lines, 'Матрицын Никто,1901-01-01', ''].join('\n');
}

/** A preview waiting for confirmation, compared with the list in force (as an upload that drops much would leave it). */
export async function matrixWatchlistPreview(f: LedgerFixture): Promise<number> {
  return f.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO watchlist_imports (file_name, entries, state, base_import_id, entries_added, entries_removed)
       VALUES ('matrix-preview.csv', 1, 'preview', (SELECT max(id) FROM watchlist_imports WHERE state = 'applied'), 1, 0) RETURNING id`,
    );
    await tx.query("INSERT INTO watchlist_entries (import_id, line, full_name, birth_date) VALUES ($1, 2, 'Матрицын Превью', NULL)", [rows[0].id]);
    return rows[0].id;
  });
}
