import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './lib/i18n';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
// Screens wait for their data; on a busy shared machine a second is sometimes not enough.
configure({ asyncUtilTimeout: 5000 });
import './app/registry';
