'use client';
/**
 * D30: the pixel page's converter. Beside the value and the units it takes a resolution in ppp (96, the CSS
 * reference, by default; 72, 150 and 300 a click away) and a base font size for em and rem (16 px by default), and
 * rebuilds the family's units from them; the converter itself is the site's one converter.
 */
import { useId, useMemo, useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import type { ConverterWording } from '@/lib/content/types';
import { CSS_PPP, DEFAULT_FONT_PX, RESOLUTIONS, pixelesAt } from '@/lib/families/pixeles/units';
import { parseNumber } from '@/lib/units/parse';
import { Converter } from './converter';
import styles from './resolution-converter.module.css';

/** A positive number, or the hint that says why not. */
function readPositive(text: string, hint: string): { value?: number; hint?: string } {
  const parsed = parseNumber(text);
  if (!parsed.ok) return { hint: parsed.reason === 'empty' ? hint : 'Introduce un número válido' };
  return parsed.value > 0 ? { value: parsed.value } : { hint };
}

export function ResolutionConverter({ wording, pagePath }: { wording: ConverterWording; pagePath?: string }) {
  const id = useId();
  const [pppText, setPppText] = useState(String(CSS_PPP));
  const [fontText, setFontText] = useState(String(DEFAULT_FONT_PX));
  const ppp = readPositive(pppText, 'La resolución tiene que ser mayor que cero');
  const font = readPositive(fontText, 'El tamaño de la fuente tiene que ser mayor que cero');
  const pppValue = ppp.value ?? CSS_PPP;
  const fontValue = font.value ?? DEFAULT_FONT_PX;
  const family = useMemo(() => pixelesAt(pppValue, fontValue), [pppValue, fontValue]);

  return (
    <>
      <div className={styles.settings}>
        <div>
          <NumberField
            id={`${id}-ppp`}
            label="Resolución (ppp)"
            value={pppText}
            hint={ppp.hint}
            step={1}
            min={1}
            onChange={setPppText}
          />
          <div className={styles.presets} role="group" aria-label="Resoluciones habituales">
            {RESOLUTIONS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={ppp.value === value}
                onClick={() => setPppText(String(value))}
              >
                {value} ppp
              </button>
            ))}
          </div>
        </div>
        <NumberField
          id={`${id}-font`}
          label="Tamaño de la fuente base (px), para em y rem"
          value={fontText}
          hint={font.hint}
          step={1}
          min={1}
          onChange={setFontText}
        />
      </div>
      {/* D31: the address holds no resolution or font size, so only a conversion at the defaults is kept as recent. */}
      <Converter
        family={family}
        wording={wording}
        pagePath={pppValue === CSS_PPP && fontValue === DEFAULT_FONT_PX ? pagePath : undefined}
      />
    </>
  );
}
