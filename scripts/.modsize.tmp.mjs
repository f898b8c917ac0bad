import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const terser = require('/work/main/node_modules/next/dist/compiled/terser/bundle.min.js');
for (const f of process.argv.slice(2)) {
  const js = ts.transpileModule(readFileSync(f,'utf8'),{compilerOptions:{target:ts.ScriptTarget.ES2020,module:ts.ModuleKind.ESNext,jsx:ts.JsxEmit.ReactJSX}}).outputText;
  const min = (await terser.minify(js,{module:true,compress:true,mangle:true})).code;
  console.log(String(gzipSync(min,{level:9}).length).padStart(6), f);
}
