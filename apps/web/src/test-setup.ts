import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { catalogues } from '@portal/domain';
import i18n from './lib/i18n';
import { leaveOutEmotionStyles } from './testing/emotion-styles';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
// Screens wait for their data; on a busy shared machine a second is sometimes not enough.
configure({ asyncUtilTimeout: 5000 });
leaveOutEmotionStyles();
// The app loads one catalogue at a time; screens under test switch languages at once.
for (const [code, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(code, 'translation', catalogue);
import './app/registry';
