import { defineFamily } from '@/lib/families/define';
import { angulosPairs } from './pairs';
import { angulos as units } from './units';
import { angulosContent } from './words';

export const angulosFamily = defineFamily({
  route: {
    path: '/convertir-angulos',
    label: 'Ángulos',
    title: 'Convertidor de ángulos: grados, radianes, minutos y segundos de arco',
    description:
      'Convierte grados, radianes, minutos y segundos de arco, revoluciones y vueltas al instante. 1° = 0.017453 rad, 1 rad = 57.29578° y una vuelta son 360°.',
    keywords: ['convertir grados a radianes', 'radianes a grados', 'minutos de arco a grados', 'conversor de ángulos'],
    icon: '📐',
    tags: ['ángulo', 'trigonometría'],
    group: 'Medidas básicas',
    summary: 'grados, radianes, minutos y segundos de arco, vueltas',
    popular: false,
  },
  units,
  words: angulosContent,
  pairs: angulosPairs,
});
