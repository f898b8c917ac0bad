import { defineFamily } from '@/lib/families/define';
import { tiempoPairs } from './pairs';
import { tiempo as units } from './units';
import { tiempoContent } from './words';

export const tiempoFamily = defineFamily({
  route: {
    path: '/convertir-tiempo',
    label: 'Tiempo',
    title: 'Convertidor de tiempo: horas, minutos, segundos, días y años',
    description:
      'Convierte años, meses, semanas, días, horas, minutos, segundos, milisegundos y microsegundos. 1 h = 60 min, 1 día = 86 400 s y 1 año = 365.25 días.',
    keywords: ['convertir horas a minutos', 'minutos a segundos', 'días a horas', 'años a días', 'conversor de tiempo'],
    icon: '⏱️',
    tags: ['duración'],
    group: 'Tiempo y velocidad',
    summary: 'años, meses, semanas, días, horas, minutos, segundos, milisegundos, microsegundos',
    popular: true,
  },
  units,
  words: tiempoContent,
  pairs: tiempoPairs,
});
