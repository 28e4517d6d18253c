import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden } from '../lib/problems';
import type { Auth } from '../deps';
import type { Grant } from './grants';
import type { PlatformCache, PlatformRead } from './platform-cache';
import { isGermanFederation } from './federation-flags';

/** What a request knows about its caller's rights; each part is loaded at most once per request. */
export class RequestAccess {
  private platformRead: Promise<PlatformRead> | undefined;
  private grantsLoaded: Promise<readonly Grant[]> | undefined;
  private approverLoaded: Promise<boolean> | undefined;

  constructor(
    private readonly db: Db,
    readonly platform: PlatformCache,
    readonly auth: Auth | null,
    /** The id sent as X-Current-Org (0 when malformed), or null when none was sent. */
    readonly requestedOrganizationId: number | null,
  ) {}

  /** The platform read of this request: once, after the request arrived, with the caller's session. */
  private read(): Promise<PlatformRead> {
    this.platformRead ??= this.platform.read(this.auth?.sessionId);
    return this.platformRead;
  }

  /** The platform data's version as this request sees it: read once, after the request arrived. */
  async platformVersion(): Promise<string> {
    return (await this.read()).version;
  }

  /** Whether the caller's session (the refresh token family of the token) has not ended; false without a caller. */
  async sessionAlive(): Promise<boolean> {
    return this.auth !== null && (await this.read()).sessionAlive === true;
  }

  /** This request as an anonymous one (its token's session has ended), sharing the version read. */
  withoutCaller(): RequestAccess {
    const access = new RequestAccess(this.db, this.platform, null, this.requestedOrganizationId);
    access.platformRead = this.platformRead;
    return access;
  }

  /** Every active role of the caller (none for an anonymous caller); shared, never to be changed. */
  grants(): Promise<readonly Grant[]> {
    if (!this.auth) return Promise.resolve([]);
    const userId = this.auth.userId;
    this.grantsLoaded ??= this.platformVersion().then((version) => this.platform.grants(userId, version));
    return this.grantsLoaded;
  }

  /** Whether the caller's federation is the German one (the competition approval area is theirs only). */
  germanFlag(): Promise<boolean> {
    return this.auth ? isGermanFederation(this.db, this.auth.masterId) : Promise.resolve(false);
  }

  /** Whether the caller carries the approver flag (deciding approvals needs it besides the Approver role). */
  approverFlag(): Promise<boolean> {
    if (!this.auth) return Promise.resolve(false);
    const userId = this.auth.userId;
    this.approverLoaded ??= this.db
      .select({ approver: users.approver })
      .from(users)
      .where(eq(users.id, userId))
      .then((rows) => rows[0]?.approver ?? false);
    return this.approverLoaded;
  }

  /** Whether the requested current organisation is one where the caller holds a role (true when none was requested). */
  async currentOrganizationValid(): Promise<boolean> {
    if (this.requestedOrganizationId === null) return true;
    return (await this.grants()).some((g) => g.organizationId === this.requestedOrganizationId);
  }

  /** The current organisation, verified; 403 when the caller holds no role there. */
  async currentOrganizationId(): Promise<number | null> {
    if (!(await this.currentOrganizationValid())) throw forbidden('validation.errorCurrentOrganization');
    return this.requestedOrganizationId;
  }
}
