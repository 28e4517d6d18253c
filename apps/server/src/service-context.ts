import type { LanguageCode } from '@portal/domain';
import type { Auth, Deps } from './deps';
import type { RequestAccess } from './access/request-access';

/**
 * What a service needs of the request it serves: the app's dependencies, the caller, their grants
 * and current organisation, and the language. A route's context is one, so a handler passes its
 * own; a service names the parts it uses: `ServiceContext<'deps' | 'auth'>`.
 */
export type ServiceContext<K extends keyof FullServiceContext = keyof FullServiceContext> = Pick<FullServiceContext, K>;

interface FullServiceContext {
  deps: Deps;
  auth: Auth;
  access: RequestAccess;
  culture: LanguageCode;
}
