import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { catalogues } from '@portal/domain';
import i18n, { initialLanguage } from './lib/i18n';
import { api, ApiClient } from './lib/api-client';
import { errorStore } from './lib/error-store';
import { leaveOutEmotionStyles } from './testing/emotion-styles';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
// Screens wait for their data; on a busy shared machine a second is sometimes not enough.
configure({ asyncUtilTimeout: 5000 });
leaveOutEmotionStyles();
// The app loads one catalogue at a time; screens under test switch languages at once.
for (const [code, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(code, 'translation', catalogue);

// The files of a worker share their modules (isolate: false); each starts from what a fresh import
// would give: no spies of the file before, a new API client, no error shown, empty storage, the
// language a first visit gets.
vi.restoreAllMocks();
Object.assign(api, new ApiClient());
errorStore.clear();
localStorage.clear();
sessionStorage.clear();
await i18n.changeLanguage(initialLanguage());

import './app/registry';
