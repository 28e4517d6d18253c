import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { isMuiLocaleFormatter, lazyNumberFormat, lazyFormatNumberSource } from './lazy-number-format';

describe('lazy number format of MUI locales', () => {
  const OriginalNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = OriginalNumberFormat;
  });

  it('replaces the formatter only where MUI locales import it', () => {
    const locale = '/repo/node_modules/@mui/material/locale/deDE.mjs';
    expect(isMuiLocaleFormatter('./utils/buildFormatNumber.mjs', locale)).toBe(true);
    expect(isMuiLocaleFormatter('./utils/buildFormatNumber.mjs', '/repo/src/app.tsx')).toBe(false);
    expect(isMuiLocaleFormatter('./utils/LocaleTextApi.mjs', locale)).toBe(false);
  });

  it('creates no Intl.NumberFormat until a number is formatted, then formats in the locale', async () => {
    let created = 0;
    Intl.NumberFormat = class extends OriginalNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        created++;
      }
    } as typeof Intl.NumberFormat;
    const url = `data:text/javascript,${encodeURIComponent(lazyFormatNumberSource)}`;
    const { buildFormatNumber } = (await import(/* @vite-ignore */ url)) as { buildFormatNumber: (locale: string) => (value: number) => string };
    const format = buildFormatNumber('de-DE');
    expect(created).toBe(0);
    expect(format(12345)).toBe('12.345');
    expect(format(Number.NaN)).toBe('NaN');
    expect(created).toBe(1);
  });

  it('leaves no module-level Intl.NumberFormat in a build of the MUI locales', async () => {
    const result = await build({
      logLevel: 'silent',
      configFile: false,
      plugins: [
        lazyNumberFormat(),
        {
          name: 'entry',
          resolveId: (source) => (source.endsWith('locales-entry') ? '\0locales-entry' : null),
          load: (id) => (id === '\0locales-entry' ? "export { deDE, nlNL } from '@mui/material/locale';" : null),
        },
      ],
      build: { write: false, minify: false, lib: { entry: 'locales-entry', formats: ['es'], fileName: 'locales' } },
    });
    const output = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
    const code = output.output.map((chunk) => chunk.code ?? '').join('\n');
    expect(code).toContain('buildFormatNumber("de-DE")');
    // MUI's own formatter, which creates the Intl.NumberFormat at once, tests for Intl first.
    expect(code).not.toContain('typeof Intl');
  });
});
