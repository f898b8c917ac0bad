'use client';
/**
 * D30: the pixel page's converter. Beside the value and the units it takes a resolution in ppp (96, the CSS
 * reference, by default; 72, 150 and 300 a click away) and a base font size for em and rem (16 px by default), and
 * rebuilds the family's units from them; the converter itself is the site's one converter, which keeps both settings
 * in the address with the rest of its state (?ppp=300&base=18, D9).
 */
import { CSS_PPP, DEFAULT_FONT_PX, RESOLUTIONS, pixeles, pixelesAt } from '@/lib/families/pixeles/units';
import { Converter, type ConverterProps } from './converter';
import { ResolutionFields } from './resolution-fields';

const PIECES = { ResolutionFields };

/**
 * The pixel page's converter, on the family page (96 ppp) or on a pair page (its units, its value and, for a pair
 * stated at another resolution, that resolution: `ppp`).
 */
export function ResolutionConverter({
  family = pixeles,
  ppp = CSS_PPP,
  ...props
}: Omit<ConverterProps, 'family' | 'resolution' | 'pieces'> & {
  family?: ConverterProps['family'];
  /** The resolution the converter opens at (a pair stated at 300 ppp); the CSS reference, 96, otherwise. */
  ppp?: number;
}) {
  return (
    <Converter
      {...props}
      family={family}
      pieces={PIECES}
      resolution={{
        initial: { ppp: String(ppp), base: String(DEFAULT_FONT_PX) },
        presets: RESOLUTIONS,
        familyAt: pixelesAt,
      }}
    />
  );
}
