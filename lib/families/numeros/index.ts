import { defineConverter } from '@/lib/families/define';
import { NUMBER_SYSTEMS } from './address';
import { numerosContent } from './words';

/** Number systems: text in bases 2–36, not a quantity, so no units for the engine (lib/units/bases.ts reads them). */
export const numeros = defineConverter({
  key: NUMBER_SYSTEMS.key,
  route: {
    path: NUMBER_SYSTEMS.path,
    label: 'Sistemas numéricos',
    title: 'Convertidor de sistemas numéricos: binario, octal, decimal y hexadecimal',
    description:
      'Convierte números enteros entre binario, octal, decimal, hexadecimal y cualquier base de 2 a 36, de forma exacta y sin límite de cifras: 255 = 11111111 = FF.',
    keywords: [
      'convertir decimal a binario',
      'binario a decimal',
      'hexadecimal a decimal',
      'convertidor de bases numéricas',
      'decimal a hexadecimal',
    ],
    icon: '🔢',
    tags: [
      'binario',
      'octal',
      'decimal',
      'hexadecimal',
      'base 36',
      'bases numéricas',
      'sistema numérico',
      'bits',
      'programación',
      'informática',
      'colores hex',
    ],
    group: 'Tecnología',
    summary: 'binario, octal, decimal, hexadecimal, bases de 2 a 36',
    popular: false,
  },
  words: numerosContent,
});
