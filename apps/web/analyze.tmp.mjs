import fs from 'node:fs'; import path from 'node:path'; import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2]; const file = process.argv[3];
const code = fs.readFileSync(path.join(dir, file), 'utf8');
const map = JSON.parse(fs.readFileSync(path.join(dir, file + '.map'), 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n'); const bySource = new Map();
const mappings = []; c.eachMapping(m => mappings.push(m));
mappings.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
for (let i=0;i<mappings.length;i++){ const m=mappings[i], n=mappings[i+1];
  const line = lines[m.generatedLine-1]; const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
  const seg = line.slice(m.generatedColumn, end); const src = (m.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*\/src\//,'src/');
  bySource.set(src, (bySource.get(src)||'') + seg); }
const groups = new Map();
for (const [s, txt] of bySource) { const g = s.startsWith('nm/') ? s.split('/').slice(0, s.split('/')[1].startsWith('@')?4:3).join('/') : s.split('/').slice(0,3).join('/'); groups.set(g,(groups.get(g)||'')+txt);}
const rows=[...(process.argv[4]==='files'?bySource:groups)].map(([g,t])=>[g,zlib.gzipSync(t).length/1024]).sort((a,b)=>b[1]-a[1]);
for (const [g,k] of rows.slice(0,+process.argv[5]||60)) console.log(k.toFixed(1).padStart(6), g);
