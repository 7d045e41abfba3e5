import type { Config } from './config';
import type { Db } from './db/types';
import type { CashRegisterOf, OfflineDealOf } from './http/cashMoves';
import type { KeyedRequest } from './http/idempotency/idempotentWrite';
import type { AuthUser } from './auth/authUser';
import type { Session } from './auth/session';
import type { EventHub } from './features/events/eventHub';
import type { LoginThrottle } from './auth/loginThrottle';
import type { SiteSwitch } from './features/site/siteSwitch';

/** A route as plugins/appContext.ts records it. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: { response?: Record<string, unknown>; querystring?: unknown; params?: unknown; body?: unknown };
  /** A writing route that takes an Idempotency-Key (plugins/idempotency.ts). */
  idempotent: boolean;
  /** The route moves a register's cash: refused while the register has no open shift (plugins/closedRegister.ts). */
  movesCash: boolean;
  /** The route takes deals made during an outage, which the closed-register refusal lets through (docs/OFFLINE.md). */
  offlineDeal: boolean;
  /** The route is a client operation: refused on the city's vault (plugins/vaultRefusal.ts). */
  clientOperation: boolean;
}

/** What plugins/appContext.ts and plugins/auth.ts add to Fastify's instance and requests. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    siteSwitch: SiteSwitch;
    loginThrottle: LoginThrottle;
    /** Live updates' fan-out (features/events). */
    liveEvents: EventHub;
    /** Every route with its schema, in the order they were added. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by the auth hook on every /api route that is not public; null elsewhere. */
    user: AuthUser | null;
    /** The request's Idempotency-Key at work (plugins/idempotency.ts); null without one. */
    idempotency: KeyedRequest | null;
    /** The token's session behind request.user (its times: live streams end when it would expire). */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a token (only POST /api/token-auth/). */
    public?: boolean;
    /** false: a writing route that takes no Idempotency-Key (say why beside the route). */
    idempotency?: boolean;
    /**
     * The route moves a register's cash, found from the request this way (http/cashMoves.ts):
     * 409 while that register has no open shift (plugins/closedRegister.ts).
     */
    movesCash?: CashRegisterOf;
    /**
     * With movesCash: the request is a deal already made at the window during an outage
     * (docs/OFFLINE.md). Such a deal is a fact, so the closed-register refusal lets it through
     * (the register is still locked as for any cash move); the service flags it register_closed.
     */
    offlineDeal?: OfflineDealOf;
    /**
     * The route is a client operation (exchange, crypto, a client's transfer, income/expense,
     * an operation person's), on the registers found this way (http/cashMoves.ts): 409 when
     * one of them is the city's vault (plugins/vaultRefusal.ts, docs/VAULT.md).
     */
    clientOperation?: CashRegisterOf;
    /** The route takes one uploaded file (multipart): plugins/external.ts puts it in the body. */
    multipartFile?: boolean;
  }
}
