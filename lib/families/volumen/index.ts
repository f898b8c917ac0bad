import { defineFamily } from '@/lib/families/define';
import { volumenPairs } from './pairs';
import { volumen as units } from './units';
import { volumenContent } from './words';

export const volumenFamily = defineFamily({
  route: {
    path: '/convertir-volumen',
    label: 'Volumen',
    title: 'Convertidor de volumen: litros, galones, mililitros y onzas líquidas',
    description:
      'Convierte litros, mililitros, m³, galones de EE. UU. e imperiales, pies y pulgadas cúbicas y onzas líquidas. 1 L = 0.264172 galones de EE. UU.; 1 galón de EE. UU. = 3.785411784 L.',
    keywords: [
      'convertir litros a galones',
      'galones a litros',
      'onzas líquidas a mililitros',
      'metros cúbicos a litros',
      'conversor de volumen',
    ],
    icon: '🧪',
    tags: ['capacidad'],
    group: 'Medidas básicas',
    summary:
      'litros, mililitros, metros cúbicos, galones de EE. UU. y del R. U., pies cúbicos, pulgadas cúbicas, onzas líquidas',
    popular: true,
  },
  units,
  words: volumenContent,
  pairs: volumenPairs,
});
