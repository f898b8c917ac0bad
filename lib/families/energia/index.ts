import { defineFamily } from '@/lib/families/define';
import { energiaPairs } from './pairs';
import { energia as units } from './units';
import { energiaContent } from './words';

export const energiaFamily = defineFamily({
  route: {
    path: '/convertir-energia',
    label: 'Energía',
    title: 'Convertidor de energía: julios, calorías, kilocalorías y kWh',
    description:
      'Convierte julios, calorías, kilocalorías y kilovatios hora con factores exactos: 1 cal = 4.184 J, 1 kcal = 4184 J y 1 kWh = 3 600 000 J. Gratis y al instante.',
    keywords: [
      'convertir julios a calorías',
      'kilocalorías a julios',
      'kWh a kcal',
      'conversor de energía',
      'calorías a kilojulios',
    ],
    icon: '⚡',
    tags: ['energía', 'calor', 'nutrición', 'electricidad'],
    group: 'Temperatura y energía',
    summary: 'julios, calorías, kilocalorías, kilovatios hora',
    popular: false,
  },
  units,
  words: energiaContent,
  pairs: energiaPairs,
});
