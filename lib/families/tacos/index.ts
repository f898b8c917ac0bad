import { defineFamily } from '@/lib/families/define';
import { tacosPairs } from './pairs';
import { tacos as units } from './units';
import { tacosContent } from './words';

export const tacosFamily = defineFamily({
  route: {
    path: '/longitud-tacos',
    label: 'Longitud en tacos',
    title: 'Convertidor de longitud a tacos: metros, tacos y tortillas',
    description:
      '¿Cuántos tacos mide una cancha de fútbol? Convierte metros a tacos acostados, tacos de pie y tortillas con aritmética exacta. Una forma sabrosa de medir.',
    keywords: [
      'metros a tacos',
      'cuántos tacos mide',
      'longitud en tacos',
      'medir en tortillas',
      'convertidor de tacos',
    ],
    icon: '🌮',
    tags: ['humor', 'divertido', 'comida mexicana', 'broma'],
    group: 'Herramientas divertidas',
    summary: 'metros, tacos a lo largo, tacos de pie, tortillas',
    popular: false,
  },
  units,
  words: tacosContent,
  pairs: tacosPairs,
  answersSharedNamesLast: true,
});
