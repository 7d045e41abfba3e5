import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { announceStateChange } from '../../lib/stateChanges';

export async function readSiteActive(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ is_active: boolean }>('SELECT is_active FROM site_settings WHERE id = 1');
  // No row = nobody ever switched it: on.
  return rows[0]?.is_active ?? true;
}

/** Persists the switch and its audit row together. */
export async function writeSiteActive(db: Db, active: boolean, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await recordSnapshot(tx, 'site_settings', 1);
    await tx.query(
      `INSERT INTO site_settings (id, is_active, changed_at, changed_by) VALUES (1, $1, now(), $2)
       ON CONFLICT (id) DO UPDATE SET is_active = EXCLUDED.is_active, changed_at = now(), changed_by = EXCLUDED.changed_by`,
      [active, actor.username],
    );
    await auditRecord(tx, actor, active ? 'site.on' : 'site.off', 'site_settings', 1, before);
    await announceStateChange(tx, { kind: 'site' });
  });
}

/**
 * The site's on/off flag as every API request checks it. Read from the database at most
 * once per ttl (1 s): a query per request would cost more than the request. A switch made
 * by any process (another API server, the CLI) is announced to all of them
 * (processStateSync.ts), which forget the flag and read it again at once; the second is
 * the bound when a notification is lost. Concurrent requests after expiry share one read.
 */
export class SiteSwitch {
  private cached: { active: boolean; at: number } | null = null;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = 1000,
  ) {}

  async isActive(): Promise<boolean> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.active;
    this.pending ??= readSiteActive(this.db)
      .then((active) => {
        this.cached = { active, at: this.now() };
        return active;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** The next request reads the flag from the database. */
  forget(): void {
    this.cached = null;
  }

  async set(active: boolean, actor: Actor): Promise<void> {
    await writeSiteActive(this.db, active, actor);
    this.cached = { active, at: this.now() };
  }
}
