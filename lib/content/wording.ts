/** The converter's words as most pages say them, and a page's words with its content module's changes applied. */
import { DEFAULT_ENGINE_WORDING } from '@/lib/units/engine-wording';
import type { ConverterContent, ConverterWording } from './types';

export const DEFAULT_WORDING: ConverterWording = {
  valueLabel: 'Valor',
  placeholder: 'Escribe un valor',
  optionPrefix: '',
  emptyChoice: 'Elige una unidad',
  ...DEFAULT_ENGINE_WORDING,
  groups: {
    metrico: 'Métrico',
    anglosajon: 'EE. UU. y R. U.',
    regional: 'Tradicional y regional',
    cientifico: 'Científico',
    decimal: 'Decimales (potencias de 1000)',
    binario: 'Binarias (potencias de 1024)',
    otras: 'Otras',
    volumen: 'Volumen',
    masa: 'Masa',
  },
};

/** The words of the page whose content is `content`. */
export function converterWording(content: Pick<ConverterContent, 'wording'>): ConverterWording {
  const changes = content.wording ?? {};
  return { ...DEFAULT_WORDING, ...changes, hints: { ...DEFAULT_WORDING.hints, ...changes.hints } };
}
