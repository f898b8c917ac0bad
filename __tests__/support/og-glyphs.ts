/** The glyphs the Open Graph images' shipped font has (lib/og), read from its package's CSS, for the tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The unicode-range @fontsource/inter declares for the file lib/og ships (inter-latin-700-normal). */
function shippedRanges(): [number, number][] {
  const css = readFileSync(join(__dirname, '..', '..', 'node_modules', '@fontsource', 'inter', '700.css'), 'utf8');
  const block = /\/\* inter-latin-700-normal \*\/[\s\S]*?unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return block.split(',').map((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

export const RANGES = shippedRanges();
export const missingGlyphs = (text: string) =>
  [...text].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return !RANGES.some(([from, to]) => code >= from && code <= to);
  });
