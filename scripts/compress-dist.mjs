// Writes .br and .gz next to every text file of the web build, so the server sends them without
// compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const textFile = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let files = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (textFile.test(entry.name)) {
      const content = fs.readFileSync(full);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
      files++;
    }
  }
}

walk(dir);
console.log(`compressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}`);
