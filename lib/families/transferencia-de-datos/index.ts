import { defineFamily } from '@/lib/families/define';
import { downloadTime } from './download';
import { transferenciaDeDatosPairs } from './pairs';
import { transferenciaDeDatos as units } from './units';
import { transferenciaDeDatosContent } from './words';

export const transferenciaDeDatosFamily = defineFamily({
  route: {
    path: '/convertir-transferencia-de-datos',
    label: 'Transferencia de datos',
    title: 'Convertidor de velocidad de transferencia: Mbps a MB/s y tiempo de descarga',
    description:
      'Convierte Mbps a MB/s, kbit/s, Gbit/s, kB/s, GB/s y los binarios MiB/s y GiB/s, y calcula cuánto tarda una descarga. Explica por qué 100 megas bajan a unos 12 MB/s.',
    keywords: [
      'mbps a mb/s',
      'megabits a megabytes por segundo',
      'calcular tiempo de descarga',
      'velocidad de internet',
      'conversor de velocidad de transferencia',
    ],
    icon: '📶',
    tags: ['internet', 'fibra', 'ancho de banda', 'descargas', 'tiempo de descarga', 'velocidad de conexión', 'wifi'],
    group: 'Tecnología',
    summary: 'Mbps, MB/s, kbit/s, Gbit/s, MiB/s y tiempo de descarga',
  },
  units,
  words: transferenciaDeDatosContent,
  pairs: transferenciaDeDatosPairs,
  downloadTime,
});
