/**
 * The sentences the engine itself says (lib/units/evaluate.ts): hints in place of a result and the note under a value
 * below the physical minimum. Apart from the rest of the page's words so the quick conversion's chunk, which runs the
 * engine but draws no converter, carries these and nothing more.
 */
import type { ConverterWording } from './types';

export type EngineWording = Pick<ConverterWording, 'hints' | 'belowMinimum'>;

export const DEFAULT_ENGINE_WORDING: EngineWording = {
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
};
