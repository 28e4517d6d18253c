import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { languageCodes } from '@portal/domain';
import i18n, { initialLanguage, loadAllTexts } from './lib/i18n';
import { api, ApiClient } from './lib/api-client';
import { errorStore } from './lib/error-store';
import { leaveOutEmotionStyles } from './testing/emotion-styles';
import { apiServer, endTest, unhandled } from './testing/api-handlers';

// Uploads go through Node's fetch, which sends jsdom's File as a part without its name (and
// jsdom's FormData as text): pages and tests build forms and files of Node's kind instead.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, FormData: NodeFormData });
// The api-client calls `fetch` with paths; jsdom's location (http://localhost:3000/) is the origin
// msw resolves them against. A request no test answers fails the test (as does an answer against
// the contract, see testing/api-handlers), not only the page's call.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
apiServer.events.on('request:unhandled', ({ request }) => unhandled(request));
// Each test serves its own catalogues, so the client loads the root afresh.
beforeEach(() => {
  Object.assign(api, new ApiClient());
});
// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  const violations = endTest();
  if (violations.length > 0) throw new Error(`the server's contract was not kept:\n${violations.join('\n')}`);
});
afterAll(() => {
  apiServer.events.removeAllListeners();
  apiServer.close();
});
// Screens wait for their data; on a busy shared machine a second is sometimes not enough.
configure({ asyncUtilTimeout: 5000 });
leaveOutEmotionStyles();
// The app loads one catalogue at a time; screens under test switch languages at once.
await Promise.all(languageCodes.map(loadAllTexts));

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
