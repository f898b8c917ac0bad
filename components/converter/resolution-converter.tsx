'use client';
/**
 * D30: the pixel page's converter. Beside the value and the units it takes a resolution in ppp (96, the CSS
 * reference, by default; 72, 150 and 300 a click away) and a base font size for em and rem (16 px by default), and
 * rebuilds the family's units from them; the converter itself is the site's one converter, which keeps both settings
 * in the address with the rest of its state (?ppp=300&base=18, D9).
 */
import type { ConverterWording } from '@/lib/content/types';
import { CSS_PPP, DEFAULT_FONT_PX, RESOLUTIONS, pixeles, pixelesAt } from '@/lib/families/pixeles/units';
import type { Family } from '@/lib/units/types';
import { Converter } from './converter';

/**
 * The pixel page's converter, on the family page (96 ppp) or on a pair page (its units, its value and, for a pair
 * stated at another resolution, that resolution: `ppp`).
 */
export function ResolutionConverter({
  wording,
  family = pixeles,
  ppp = CSS_PPP,
  pagePath,
}: {
  wording: ConverterWording;
  family?: Family;
  ppp?: number;
  /** D31: where the visitor's conversions are kept among the recent ones (the address holds ppp and base too). */
  pagePath?: string;
}) {
  return (
    <Converter
      family={family}
      wording={wording}
      pagePath={pagePath}
      resolution={{
        initial: { ppp: String(ppp), base: String(DEFAULT_FONT_PX) },
        presets: RESOLUTIONS,
        familyAt: pixelesAt,
      }}
    />
  );
}
