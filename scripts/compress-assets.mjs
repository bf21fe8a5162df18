/* global console */
/**
 * After `react-router build`: writes Brotli (maximum quality) and gzip copies of every text file
 * in build/client/assets, which server.js serves to browsers that accept them. Compressing once
 * at build time gives smaller files than compressing on every request, at no CPU cost per visit.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve("build/client/assets");
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const data = readFileSync(path.join(dir, name));
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(path.join(dir, `${name}.br`), br);
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}
console.log(
  `assets compressés : ${(before / 1024).toFixed(0)} Kio → ${(after / 1024).toFixed(0)} Kio (brotli)`,
);
