import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden } from '../lib/problems';
import type { Auth } from '../plugins/auth';
import type { Grant } from './grants';
import type { PlatformCache } from './platform-cache';
import { isGermanFederation } from './federation-flags';

/** What a request knows about its caller's rights; each part is loaded at most once per request. */
export class RequestAccess {
  private versionRead: Promise<string> | undefined;
  private grantsLoaded: Promise<readonly Grant[]> | undefined;
  private approverLoaded: Promise<boolean> | undefined;

  constructor(
    private readonly db: Db,
    readonly platform: PlatformCache,
    readonly auth: Auth | null,
    /** The id sent as X-Current-Org (0 when malformed), or null when none was sent. */
    readonly requestedOrganizationId: number | null,
  ) {}

  /** The platform data's version as this request sees it: read once, after the request arrived. */
  platformVersion(): Promise<string> {
    this.versionRead ??= this.platform.version();
    return this.versionRead;
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
