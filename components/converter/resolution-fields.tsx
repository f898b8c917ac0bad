'use client';
/**
 * D30: the pixel page's two settings, the resolution in ppp and the base font size for em and rem, with the usual
 * resolutions a click away. The converter shows them above its controls and keeps them in its state and address.
 */
import { NumberField } from '@/components/ui/number-field';
import { settingValue, type ResolutionState } from '@/lib/units/converter-state';
import { parseNumber } from '@/lib/units/parse';
import type { Family } from '@/lib/units/types';
import styles from './resolution-converter.module.css';

/** What the converter needs to rebuild a family from its two settings, and to show their fields. */
export interface ResolutionChoice {
  /** The page's own settings, as text: 96 ppp and 16 px, or a pair page's resolution. */
  initial: ResolutionState;
  /** The resolutions offered a click away. */
  presets: readonly number[];
  /** The family at a resolution and base font size, the units' keys unchanged. */
  familyAt: (ppp: number, base: number) => Family;
}

/** The hint under a setting's field, where its text is not a number above zero. */
function settingHint(text: string, hint: string): string | undefined {
  if (settingValue(text) !== null) return undefined;
  const parsed = parseNumber(text);
  return parsed.ok || parsed.reason === 'empty' ? hint : 'Introduce un número válido';
}

/** The two fields and the usual resolutions, above the converter's own controls. */
export function ResolutionFields({
  id,
  value,
  presets,
  onChange,
}: {
  id: string;
  value: ResolutionState;
  presets: readonly number[];
  onChange: (change: Partial<ResolutionState>) => void;
}) {
  const ppp = settingValue(value.ppp);
  return (
    <div className={styles.settings}>
      <div>
        <NumberField
          id={`${id}-ppp`}
          label="Resolución (ppp)"
          value={value.ppp}
          hint={settingHint(value.ppp, 'La resolución tiene que ser mayor que cero')}
          step={1}
          min={1}
          onChange={(text) => onChange({ ppp: text })}
        />
        <div className={styles.presets} role="group" aria-label="Resoluciones habituales">
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={ppp === preset}
              onClick={() => onChange({ ppp: String(preset) })}
            >
              {preset} ppp
            </button>
          ))}
        </div>
      </div>
      <NumberField
        id={`${id}-font`}
        label="Tamaño de la fuente base (px), para em y rem"
        value={value.base}
        hint={settingHint(value.base, 'El tamaño de la fuente tiene que ser mayor que cero')}
        step={1}
        min={1}
        onChange={(text) => onChange({ base: text })}
      />
    </div>
  );
}
