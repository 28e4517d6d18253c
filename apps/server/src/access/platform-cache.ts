import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { platformVersion, refreshTokens } from '../db/schema';
import { FreshReads } from '../lib/fresh-reads';
import { VersionedCache } from '../lib/versioned-cache';
import { loadGrants, type Grant } from './grants';

/** Users whose grants are kept (a few hundred bytes each). */
const GRANTS_KEPT = 10_000;
/** Sessions whose state is kept (under a hundred bytes each). */
const SESSIONS_KEPT = 10_000;

/** Refresh tokens of these sessions that are not revoked: a session is alive while it has one. */
const aliveAmong = (sessionIds: string[]) => and(inArray(refreshTokens.familyId, sessionIds), isNull(refreshTokens.revokedAt));

/** One read of the platform version, with the state of the sessions the requests it serves carry. */
interface VersionRead {
  version: string;
  /** Whether each session asked for is alive at `version`. */
  sessions: ReadonlyMap<string, boolean>;
}

/** The platform version as one request sees it, and whether the session of its token is alive then. */
export interface PlatformRead {
  version: string;
  /** Undefined for a request without a session. */
  sessionAlive?: boolean;
}

/**
 * What signed-in requests share per app until the platform data changes (decision 026): the
 * caller's grants and the answers of routes marked `keep`, both under the version of
 * `platform_version`, which moves on at the commit of any change to the tables they are read from,
 * by this process or any other. Each request reads the version once, in a read that began after it
 * arrived, so nothing kept outlives a change committed before the request.
 *
 * The same read tells whether the sessions of the tokens it serves are alive (decision 031). A
 * session ends (its refresh tokens are revoked) only by a change that moves the version, so a
 * session seen alive at a version stays alive while the version stands, and one seen ended stays
 * ended. While every session asked for is known at the last version read, the read is the version
 * alone, as before; a session not known then (a new sign-in) is looked up in the same statement.
 * Only when the version has moved since are the sessions asked for looked up in a second statement,
 * once per change (the next read finds them known at the new version).
 */
export class PlatformCache {
  private readonly versions: FreshReads<VersionRead>;
  /** Sessions asked for by requests waiting for the next read. */
  private sessionsAsked = new Set<string>();
  /** Session → whether alive, at a version; least recently used first out. */
  private readonly sessionsKnown = new Map<string, { version: string; alive: boolean }>();
  private lastVersion: string | undefined;
  private readonly grantsKept = new VersionedCache<readonly Grant[]>(GRANTS_KEPT);

  constructor(private readonly db: Db) {
    this.versions = new FreshReads(() => this.readVersion());
  }

  /** The platform data's version, read after this call, and whether `sessionId` is alive at it. */
  async read(sessionId?: string): Promise<PlatformRead> {
    // Asked before the read begins: FreshReads starts the read serving this call after this line.
    if (sessionId !== undefined) this.sessionsAsked.add(sessionId);
    const read = await this.versions.get();
    return { version: read.version, sessionAlive: sessionId === undefined ? undefined : read.sessions.get(sessionId) };
  }

  private async readVersion(): Promise<VersionRead> {
    const asked = [...this.sessionsAsked];
    this.sessionsAsked = new Set();
    const last = this.lastVersion;
    const knownAtLast = (sid: string) => last !== undefined && this.sessionsKnown.get(sid)?.version === last;
    let version: string;
    let alive: ReadonlySet<string> | undefined;
    if (asked.every(knownAtLast)) {
      version = await this.db
        .select({ version: platformVersion.version })
        .from(platformVersion)
        .where(eq(platformVersion.id, 1))
        .then(([row]) => String(row.version));
      // Revocations are permanent: a look-up after the version read answers for that version too.
      if (version !== last && asked.length > 0) alive = await this.aliveSessions(asked);
    } else {
      const [row] = await this.db
        .select({
          version: platformVersion.version,
          alive: sql<string[]>`array(${this.db.selectDistinct({ id: refreshTokens.familyId }).from(refreshTokens).where(aliveAmong(asked))})`,
        })
        .from(platformVersion)
        .where(eq(platformVersion.id, 1));
      version = String(row.version);
      alive = new Set(row.alive);
    }
    this.lastVersion = version;
    const states = new Map<string, boolean>();
    for (const sid of asked) {
      const state = alive ? alive.has(sid) : this.sessionsKnown.get(sid)!.alive;
      states.set(sid, state);
      this.sessionsKnown.delete(sid);
      this.sessionsKnown.set(sid, { version, alive: state });
      if (this.sessionsKnown.size > SESSIONS_KEPT) this.sessionsKnown.delete(this.sessionsKnown.keys().next().value!);
    }
    return { version, sessions: states };
  }

  /** Which of the sessions have a refresh token that is not revoked. */
  private async aliveSessions(sessionIds: string[]): Promise<Set<string>> {
    const rows = await this.db.selectDistinct({ id: refreshTokens.familyId }).from(refreshTokens).where(aliveAmong(sessionIds));
    return new Set(rows.map((row) => row.id));
  }

  /** The user's grants at `version` (shared: never to be changed by the caller). */
  grants(userId: number, version: string): Promise<readonly Grant[]> {
    return this.grantsKept.get(String(userId), version, () => loadGrants(this.db, userId));
  }
}
