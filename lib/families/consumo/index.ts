import { defineFamily } from '@/lib/families/define';
import { consumoPairs } from './pairs';
import { consumo as units } from './units';
import { consumoContent } from './words';

export const consumoFamily = defineFamily({
  route: {
    path: '/convertir-consumo',
    label: 'Consumo de combustible',
    title: 'Convertidor de consumo de combustible: km/L, L/100 km y mpg',
    description:
      'Convierte el consumo de combustible entre km/L, L/100 km, millas por galón (mpg) y km por galón de EE. UU.: 10 km/L = 10 L/100 km y 1 km/L = 2.352 mpg.',
    keywords: [
      'convertir km/l a l/100km',
      'litros cada 100 km a km por litro',
      'mpg a km/l',
      'kilómetros por galón',
      'rendimiento de combustible',
    ],
    icon: '⛽',
    tags: ['combustible', 'gasolina', 'rendimiento', 'auto', 'coche'],
    group: 'Fluidos y caudal',
    summary: 'km/L, L/100 km, millas por galón, km por galón',
    popular: true,
  },
  units,
  words: consumoContent,
  pairs: consumoPairs,
});
