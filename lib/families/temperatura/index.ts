import { defineFamily } from '@/lib/families/define';
import { temperaturaPairs } from './pairs';
import { temperatura as units } from './units';
import { temperaturaContent } from './words';

export const temperaturaFamily = defineFamily({
  route: {
    path: '/convertir-temperatura',
    label: 'Temperatura',
    title: 'Convertidor de temperatura: Celsius, Fahrenheit y kelvin',
    description:
      'Convierte grados Celsius, Fahrenheit y kelvin con las fórmulas exactas: 1 °C = 33.8 °F, 0 °C = 273.15 K y −40 °C = −40 °F. Avisa bajo el cero absoluto.',
    keywords: [
      'convertir celsius a fahrenheit',
      'fahrenheit a celsius',
      'kelvin a celsius',
      'conversor de temperatura',
      'cuántos grados fahrenheit son',
    ],
    icon: '🌡️',
    tags: ['grados', 'calor', 'frío', 'clima', 'termómetro', 'cero absoluto'],
    group: 'Temperatura y energía',
    summary: 'Celsius, Fahrenheit, kelvin',
    popular: true,
  },
  units,
  words: temperaturaContent,
  pairs: temperaturaPairs,
});
