import { defineFamily } from '@/lib/families/define';
import { pixelesPairs } from './pairs';
import { DEFAULT_FONT_PX, pixelesAt, pixeles as units } from './units';
import { pixelesContent } from './words';

export const pixelesFamily = defineFamily({
  route: {
    path: '/convertir-pixeles',
    label: 'Píxeles',
    title: 'Convertidor de píxeles: px a pt, cm, mm, em y rem con la resolución que elijas',
    description:
      'Convierte píxeles a puntos, picas, pulgadas, milímetros, centímetros, em y rem a 96 ppp o a la resolución que elijas. 16 px son 12 pt; a 300 ppp, 3000 px se imprimen en 25.4 cm.',
    keywords: ['px a pt', 'pixeles a centimetros', 'px a rem', 'convertir pixeles a mm', 'conversor de pixeles'],
    icon: '🖼️',
    tags: ['diseño web', 'CSS', 'tipografía', 'imprimir', 'fotos', 'resolución', 'ppp', 'dpi', 'pantalla'],
    group: 'Tecnología',
    summary: 'px, pt, pica, cm, mm, in, em y rem a 96 ppp o la que elijas',
  },
  units,
  words: pixelesContent,
  pairs: pixelesPairs,
  atResolution: (ppp) => pixelesAt(ppp, DEFAULT_FONT_PX),
});
