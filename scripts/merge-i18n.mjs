// Merges catalogue keys into packages/domain/i18n/{de,en,nl}.json: node scripts/merge-i18n.mjs keys.json
// keys.json: { "de": { "a": { "b": "…" } }, "en": {…}, "nl": {…} } — deep-merged, existing keys overwritten.
import fs from 'node:fs';
import path from 'node:path';

const source = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const merge = (target, add) => {
  for (const [k, v] of Object.entries(add)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) merge((target[k] ??= {}), v);
    else target[k] = v;
  }
};
for (const lang of ['de', 'en', 'nl']) {
  if (!source[lang]) continue;
  const file = path.join(import.meta.dirname, '..', 'packages/domain/i18n', `${lang}.json`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  merge(catalogue, source[lang]);
  fs.writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
