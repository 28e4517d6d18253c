import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The modules of the frame's texts, one a language: `virtual:frame-texts/de`. */
const frameTextsPrefix = 'virtual:frame-texts/';
const domainSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/src');

/**
 * The frame's texts in one language (`platform/i18n/<language>.json`), with every area's drawer
 * labels in that language (`<area>/i18n/drawer.json`, which holds an area's three languages, as the
 * domain's `textsIn` gathers them for the server): the drawer lists every area before any area's
 * texts have loaded, and a reader downloads the labels of their language only.
 */
export function frameTextsOf(language: string, src = domainSrc): { texts: Record<string, unknown>; files: string[] } {
  const frameFile = path.join(src, 'platform', 'i18n', `${language}.json`);
  if (!fs.existsSync(frameFile)) throw new Error(`no frame texts in ${language}`);
  const frame = JSON.parse(fs.readFileSync(frameFile, 'utf8')) as Record<string, unknown>;
  const drawerFiles = fs
    .readdirSync(src)
    .map((area) => path.join(src, area, 'i18n', 'drawer.json'))
    .filter((file) => fs.existsSync(file))
    .sort();
  const labels = drawerFiles.map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>)[language] ?? {});
  return { texts: { ...frame, drawer: Object.assign({}, frame.drawer, ...labels) }, files: [frameFile, ...drawerFiles] };
}

export function frameTexts(src = domainSrc): Plugin {
  return {
    name: 'frame-texts',
    resolveId: (id) => (id.startsWith(frameTextsPrefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${frameTextsPrefix}`)) return undefined;
      const { texts, files } = frameTextsOf(id.slice(frameTextsPrefix.length + 1), src);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
