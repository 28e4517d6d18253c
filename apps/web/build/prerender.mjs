// Writes the first screens of a visit (the login screen and the dashboard) in each language as HTML
// (dist/prerendered/<route>.<language>.html) from the app's own components, rendered on the server
// side at build time; the server answers their paths with it, so that the screen shows before the
// app's code has arrived. Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import react from '@vitejs/plugin-react';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'node_modules/.prerender');

// The app's own plugin for the frame's texts (build/frame-texts.ts), taken from its Vite config.
const appConfig = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(web, 'vite.config.ts'), web, 'silent');
const frameTexts = appConfig?.config.plugins?.flat().find((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'frame-texts');
if (!frameTexts) throw new Error('vite.config.ts has no frame-texts plugin');

await build({
  root: web,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), frameTexts],
  // Bundled, not loaded from node_modules at run time: MUI's icons and the domain package are ESM
  // written for bundlers.
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false, rolldownOptions: { output: { codeSplitting: false } } },
});

/**
 * Emotion writes a style element before each styled element; one element per emotion key in the
 * head (the form emotion's own `extractCritical` gives) costs the browser one style pass instead of
 * one per element. The app's emotion cache takes them over by their `data-emotion` names. Global
 * styles (`<key>-global`) keep one element per name: each `Global` finds its own by that name and
 * takes it over, instead of writing its styles anew.
 */
function hoistStyles(markup) {
  const elements = new Map();
  const body = markup.replace(/<style data-emotion="([^" ]+) ([^"]*)">([\s\S]*?)<\/style>/g, (_, key, names, css) => {
    const global = key.endsWith('-global');
    const id = global ? `${key} ${names}` : key;
    const entry = elements.get(id) ?? { key, global, names: new Set(), css: '' };
    const fresh = names.split(' ').filter((name) => !entry.names.has(name));
    if (fresh.length > 0) {
      for (const name of fresh) entry.names.add(name);
      entry.css += css;
    }
    elements.set(id, entry);
    return '';
  });
  const ordered = [...elements.values()].sort((a, b) => Number(b.global) - Number(a.global));
  // `data-s`: already where emotion's cache would move server-rendered styles (the head), so it does
  // not take them out and put them back (the browser would apply the sheet anew).
  const head = ordered.map(({ key, names, css }) => `<style data-emotion="${key} ${[...names].join(' ')}" data-s="">${css}</style>`).join('');
  return { head, body };
}

/**
 * Until the app's code runs, nothing moves a field's label out of the way of what is typed (the app
 * does that with state): these rules do it by CSS on the prerendered screen, as the app would
 * (MUI's outlined field, shrunk label and notched outline). `placeholder=" "` lets CSS tell an empty
 * field from a filled one.
 */
const typingStyles = `<style>
[data-prerendered] .MuiFormControl-root:has(input:focus, input:not(:placeholder-shown)) > label[data-shrink="false"] { transform: translate(14px, -9px) scale(0.75); max-width: calc(133% - 32px); }
[data-prerendered] .MuiFormControl-root:has(input:focus, input:not(:placeholder-shown)) legend { max-width: 100%; }
</style>`;

/** The screens to prerender, each with a piece of markup that only a complete render of it has. */
const screens = [
  { route: 'login', complete: 'id="field-email"' },
  { route: 'dashboard', complete: 'href="/calendar"' },
];

const { prerender, languageCodes } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const { route, complete } of screens) {
  for (const language of languageCodes) {
    const page = await prerender(route, language);
    const { head, body } = hoistStyles(page.html.replace(/^<link rel="preload" as="image" href="[^"]*"\/>/, ''));
    // The screen paints without the app's code, so its script is marked as not needed for the first
    // paint (low priority): nothing else on the page competes for the line, and Lighthouse's
    // simulation no longer counts the script as blocking the paint when it happened to arrive first.
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
      .replace('</head>', `${head}${page.html.includes('<input ') ? typingStyles : ''}\n  </head>`)
      .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
      .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, `<div id="root" data-prerendered="">${body.replaceAll('<input ', '<input placeholder=" " ')}</div>`);
    if (!html.includes('<div id="root" data-prerendered="">') || !html.includes(complete) || !/<h1[^>]*>[^<]+<\/h1>/.test(html)) {
      throw new Error(`prerender of ${route} (${language}) is incomplete`);
    }
    fs.writeFileSync(path.join(dist, 'prerendered', `${route}.${language}.html`), html);
  }
}
fs.rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${screens.map((s) => s.route).join(' and ')} in ${languageCodes.join(', ')}`);
