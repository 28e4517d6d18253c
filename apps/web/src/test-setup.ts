import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './lib/i18n';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
import './app/registry';
