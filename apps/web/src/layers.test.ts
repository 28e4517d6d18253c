import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary findings of `code` as if it were the file `file` (relative to apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/element-types').length;
}

describe('layers of the web app (eslint-plugin-boundaries in eslint.config.js)', { timeout: 30_000 }, () => {
  it.each([
    ['a feature importing the app', 'features/auth/routes/x.tsx', "import { webFeatures } from '../../../app/registry';\nexport const y = webFeatures;\n"],
    ['a feature importing another feature', 'features/auth/routes/x.tsx', "import { licenseFeature } from '../../licence/feature';\nexport const y = licenseFeature;\n"],
    ['lib importing the session', 'lib/x.ts', "import { useSession } from '../session/session';\nexport const y = useSession;\n"],
    ['lib importing the app', 'lib/x.ts', "import { webFeatures } from '../app/registry';\nexport const y = webFeatures;\n"],
    ['a component importing a feature', 'components/ui/x.tsx', "import { authFeature } from '../../features/auth/feature';\nexport const y = authFeature;\n"],
    ['lib importing the test helpers', 'lib/x.ts', "import { link } from '../testing/render-pages';\nexport const y = link;\n"],
  ])('refuses %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toBe(1);
  });

  it.each([
    ['a feature importing itself, the session, components and lib', 'features/auth/routes/x.tsx', "import { LoginForm } from '../components/login-form';\nimport { useSession } from '../../../session/session';\nimport { PageFrame } from '../../../components/layout/page-frame';\nimport { pathTo } from '../../../lib/routing';\nexport const y = [LoginForm, useSession, PageFrame, pathTo];\n"],
    ['the app importing a feature', 'app/x.ts', "import { authFeature } from '../features/auth/feature';\nexport const y = authFeature;\n"],
    ['a feature’s test support importing the shared test helpers', 'features/records/components/x-test-support.tsx', "import { link } from '../../../testing/render-pages';\nexport const y = link;\n"],
  ])('allows %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toBe(0);
  });
});
