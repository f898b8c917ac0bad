import { defineFamily } from '@/lib/families/define';
import { aceleracionPairs } from './pairs';
import { aceleracion as units } from './units';
import { aceleracionContent } from './words';

export const aceleracionFamily = defineFamily({
  route: {
    path: '/convertir-aceleracion',
    label: 'Aceleración',
    title: 'Convertidor de aceleración: m/s², fuerzas g, ft/s², gales y km/(h·s)',
    description:
      'Convierte la aceleración entre m/s², cm/s², ft/s², in/s², gravedades estándar (g₀), gales y km/h por segundo con las definiciones exactas. 1 g₀ = 9.80665 m/s².',
    keywords: [
      'convertir m/s2 a g',
      'fuerzas g a m/s2',
      'aceleración de la gravedad',
      'gal a m/s2',
      'conversor de aceleración',
    ],
    icon: '🚀',
    tags: ['0 a 100', 'acelerómetro', 'terremoto', 'sismo', 'caída libre', 'montaña rusa'],
    group: 'Tiempo y velocidad',
    summary: 'm/s², fuerzas g, ft/s², gales, km/(h·s)',
    popular: false,
  },
  units,
  words: aceleracionContent,
  pairs: aceleracionPairs,
});
