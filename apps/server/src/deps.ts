import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import type { Config } from './config';
import type { Linker } from './api/links';
import type { Storage } from './plugins/storage';

/** The caller of a request with a valid access token. */
export interface Auth {
  userId: number;
  masterId: number;
  /** The sign-in (refresh token family) the access token belongs to. */
  sessionId: string;
}

/** What every service needs; one object, built in buildApp. */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  /** Links to any route, for presenters. */
  links: Linker;
  /** Attachments, invoices, exports. */
  storage: Storage;
}
