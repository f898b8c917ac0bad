/** The converter's words as most pages say them, and a page's words with its content module's changes applied. */
import type { ConverterContent, ConverterWording } from './types';

export const DEFAULT_WORDING: ConverterWording = {
  valueLabel: 'Valor',
  placeholder: 'Escribe un valor',
  optionPrefix: '',
  emptyChoice: 'Elige una unidad',
  hints: {
    invalid: 'Introduce un número válido',
    tooLarge: 'El número es demasiado grande',
    outOfRange: 'El resultado es demasiado grande para mostrarlo',
    noEquivalent: 'Este valor no tiene equivalente en la unidad elegida',
    unavailable: 'Conversión no disponible',
    negative: 'El valor no puede ser negativo',
    zero: 'El 0 no tiene equivalente en las otras unidades',
  },
  belowMinimum: 'Este valor está por debajo del mínimo físico posible',
  groups: {
    metrico: 'Métrico',
    anglosajon: 'EE. UU. y R. U.',
    regional: 'Tradicional y regional',
    cientifico: 'Científico',
    decimal: 'Decimales (potencias de 1000)',
    binario: 'Binarias (potencias de 1024)',
    otras: 'Otras',
  },
};

/** The words of the page whose content is `content`. */
export function converterWording(content: Pick<ConverterContent, 'wording'>): ConverterWording {
  const changes = content.wording ?? {};
  return { ...DEFAULT_WORDING, ...changes, hints: { ...DEFAULT_WORDING.hints, ...changes.hints } };
}
