// JavaScript a browser downloads until each screen can be used, from the build manifest: the entry
// chunk and its static imports with the frame's texts, plus the screen's lazy chunk, its static
// imports and its feature's texts (gzip bytes).
// Run after `npm run build`; part of `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const TARGET_KB = 150;
/**
 * The screens that must meet the target: "`/login` and the dashboard need at most 150 KB of
 * JavaScript (gzip) until they can be used". Lighthouse measures both (e2e/bench/lighthouse.ts).
 */
const targeted = new Set(['login-page', 'dashboard-page']);
const gzipBytes = new Map();
function gzipped(file) {
  if (!gzipBytes.has(file)) gzipBytes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
}

/** The chunk files of `key` and everything it imports statically. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** The German texts of an area (the largest language), a chunk of their own; the frame's with every area's drawer labels (build/frame-texts.ts). */
const textsKey = (area) =>
  Object.keys(manifest).find((k) => (area === 'platform' ? k === 'virtual:frame-texts/de' : k.endsWith(`/src/${area}/i18n/de.json`)));
// The app renders after the frame's texts have arrived.
const entry = closure(entryKey);
closure(textsKey('platform'), entry);
/** The areas whose texts a feature's screens load with their code (`texts` in its feature.tsx). */
function textsOf(folder) {
  const feature = path.join(dist, '../src/features', folder, 'feature.tsx');
  const declared = /texts: \[([^\]]*)\]/.exec(fs.readFileSync(feature, 'utf8'))?.[1] ?? '';
  return [...declared.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
}
/** Whether a chunk holds lib/form-texts.ts, which asks for the forms' messages; a screen with it renders once they have arrived. */
const loadsFormTexts = (file) => file.endsWith('.js') && /\(\[["'`]validation["'`]\]\)/.test(fs.readFileSync(path.join(dist, file), 'utf8'));
const kb = (files) => [...files].reduce((sum, f) => sum + gzipped(f), 0) / 1024;

/**
 * Screens the server answers prerendered (dist/prerendered/<route>.<language>.html, written by
 * build/prerender.mjs): they render before any JavaScript; the app's code then takes them over.
 */
function prerenderedBytes(screen) {
  const route = screen.replace(/-page$/, '');
  const file = path.join(dist, 'prerendered', `${route}.de.html`);
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file);
  // A page that shows only the top bar is no prerender of the screen.
  if (!html.includes('<main')) return undefined;
  return zlib.gzipSync(html, { level: 9 }).length / 1024;
}
const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && /\/routes\/[^/]+-page\.tsx$/.test(k))
  .map((k) => {
    const screen = path.basename(k, '.tsx');
    const files = closure(k, new Set(entry));
    for (const area of textsOf(k.split('/')[2])) closure(textsKey(area), files);
    // The forms' messages load with the code that shows them (lib/form-texts.ts, `textsArrived`).
    if ([...files].some((f) => loadsFormTexts(f))) closure(textsKey('validation'), files);
    return { screen, kb: kb(files), chunks: files.size, target: targeted.has(screen) ? TARGET_KB : undefined, html: prerenderedBytes(screen) };
  })
  .sort((a, b) => a.kb - b.kb);

console.log(`\nFirst load: JS (gzip) until a screen can be used (its code and texts); the entry alone is ${kb(entry).toFixed(1)} KB in ${entry.size} chunks\n`);
console.log('screen'.padEnd(28), 'KB gzip'.padStart(8), 'chunks'.padStart(7), '  target');
let failed = false;
for (const row of rows) {
  // A prerendered screen shows before any JavaScript, but is used (a form sent, a link followed in the
  // app) once the app has taken it over: the target counts the JavaScript until then.
  const verdict = row.target === undefined ? '' : row.kb <= row.target ? `≤ ${row.target} ok` : `≤ ${row.target} MISSED`;
  if (row.target !== undefined && row.kb > row.target) failed = true;
  const note = row.html === undefined ? '' : `  prerendered: its HTML (${row.html.toFixed(1)} KB gzip) shows before the JavaScript`;
  console.log(row.screen.padEnd(28), row.kb.toFixed(1).padStart(8), String(row.chunks).padStart(7), ' ', verdict + note);
}
// A missed target is reported, not fatal: the figures go into the notes of the change that moves them.
if (failed) console.log(`\nMISSED: a targeted screen needs more than ${TARGET_KB} KB.`);
