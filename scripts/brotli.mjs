// Brotli at its highest setting, as the build writes every .br (scripts/compress.mjs) and as
// scripts/web-split.mjs reckons what a browser has decoded of a module part-way through it.
import { brotliCompressSync, constants } from 'node:zlib';

export const brotli = (body) => brotliCompressSync(body, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
