import { defineFamily } from '@/lib/families/define';
import { frecuenciaPairs } from './pairs';
import { frecuencia as units } from './units';
import { frecuenciaContent } from './words';

export const frecuenciaFamily = defineFamily({
  route: {
    path: '/convertir-frecuencia',
    label: 'Frecuencia',
    title: 'Convertidor de frecuencia: hercios, MHz, GHz, rpm y rad/s',
    description:
      'Convierte hercios, kHz, MHz, GHz y THz, revoluciones por minuto, rad/s, ciclos y latidos por minuto. Explica cuándo dividir entre 2π: 1000 rpm son 104.72 rad/s.',
    keywords: ['convertir rpm a rad/s', 'ghz a mhz', 'rpm a hz', 'hercios a rpm', 'conversor de frecuencia'],
    icon: '〰️',
    tags: ['frecuencia', 'ondas', 'radio', 'procesador', 'motor', 'giro', 'ritmo cardiaco', 'tempo'],
    group: 'Tecnología',
    summary: 'Hz, kHz, MHz, GHz, rpm, rad/s, latidos por minuto',
  },
  units,
  words: frecuenciaContent,
  pairs: frecuenciaPairs,
});
