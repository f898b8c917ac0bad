/**
 * The sentences the engine itself says (evaluate.ts): hints in place of a result and the note under a value
 * below the physical minimum. Apart from the rest of the page's words so the quick conversion's chunk, which runs the
 * engine but draws no converter, carries these and nothing more.
 */

/** What the engine says; a page's words (ConverterWording, lib/content/types.ts) add the rest of the converter's. */
export interface EngineWording {
  hints: {
    invalid: string;
    tooLarge: string;
    outOfRange: string;
    noEquivalent: string;
    unavailable: string;
    /** D14: where the family refuses a negative value (fuel consumption). */
    negative: string;
    /** D14: where zero has no equivalent in any other unit (fuel consumption). */
    zero: string;
  };
  /** D13: the note under a value below the family's physical minimum (absolute zero). */
  belowMinimum: string;
}

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
