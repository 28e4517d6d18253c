import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameTextsOf } from './frame-texts';

describe('the frame’s texts of one language', () => {
  it('hold every area’s drawer labels in that language and none of another', () => {
    const { texts } = frameTextsOf('en');
    const drawer = texts.drawer as Record<string, string>;
    expect(drawer.apiKeys).toBe('API keys');
    expect(drawer.logout).toBeTruthy();
    expect(JSON.stringify(texts)).not.toContain('Rekordlisten');
    expect(texts.app).toMatchObject({ title: 'Athletics Portal' });
  });

  it('take a new area’s labels from its folder, and say which files they read', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-texts-'));
    fs.mkdirSync(path.join(src, 'platform', 'i18n'), { recursive: true });
    fs.mkdirSync(path.join(src, 'venues', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(src, 'platform', 'i18n', 'nl.json'), JSON.stringify({ app: { title: 'Portaal' }, drawer: { logout: 'Uitloggen' } }));
    fs.writeFileSync(path.join(src, 'venues', 'i18n', 'drawer.json'), JSON.stringify({ de: { venues: 'Stadien' }, nl: { venues: 'Stadions' } }));
    const { texts, files } = frameTextsOf('nl', src);
    expect(texts).toEqual({ app: { title: 'Portaal' }, drawer: { logout: 'Uitloggen', venues: 'Stadions' } });
    expect(files).toHaveLength(2);
    expect(() => frameTextsOf('fr', src)).toThrow('no frame texts in fr');
  });
});
