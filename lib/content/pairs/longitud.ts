import type { FamilyPairs } from './types';

// Provisional list (two pairs) while the route is built; the curated list replaces it.
export const longitudPairs: FamilyPairs = {
  family: 'longitud',
  pairs: [
    {
      from: 'pulgadas',
      to: 'centimetros',
      rows: [
        0.125,
        0.25,
        0.5,
        0.75,
        1,
        { value: 6.1, label: 'pantalla de un teléfono' },
        { value: 15.6, label: 'pantalla de portátil' },
        { value: 55, label: 'televisor' },
      ],
      tableTitle: 'Fracciones de pulgada y tamaños de pantalla',
      definition: 'El acuerdo internacional de la yarda y la libra (1959) fija la pulgada en 25.4 mm exactos.',
      text: 'Texto provisional.',
    },
    {
      from: 'pies',
      to: 'centimetros',
      mixed: { whole: 'pies', part: 'pulgadas' },
      rows: [1, 5 + 2 / 12, 5 + 7 / 12, 6],
      tableTitle: 'Estaturas en pies y pulgadas',
      definition: 'Un pie son 12 pulgadas: 30.48 cm exactos desde 1959.',
      text: 'Otro texto provisional.',
    },
  ],
};
