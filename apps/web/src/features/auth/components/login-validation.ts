import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@portal/domain';

/** The login form's validation by the shared schema; a chunk of its own (see `lazyResolver`). */
export const loginResolver = zodResolver(loginSchema);
