import { datosDigitales } from '@/lib/families/datos-digitales/units';
import { downloadSeconds, formatDuration, type DownloadTimeSpec } from '@/lib/tools/download-time';
import { transferenciaDeDatos } from './units';

// D30: the download-time calculator beside the rate converter. Sizes are the data page's units, every one of them,
// read from that page's declaration: its plain KB, MB, GB, TB are binary (D7) and its 'decimales' the powers of 1000.
const sizes = datosDigitales;

/** A binary unit and its decimal namesake ('GB' and 'GB (decimal)'), both ways: the reading the symbol hides. */
const otherReading: Record<string, string> = {};
for (const [key, unit] of Object.entries(sizes.units)) {
  const name = unit.symbol.replace(' (decimal)', '').toLowerCase();
  if (name === unit.symbol.toLowerCase()) continue;
  const binary = Object.entries(sizes.units).find(([, other]) => other.symbol.toLowerCase() === name);
  if (!binary) continue;
  otherReading[key] = binary[0];
  otherReading[binary[0]] = key;
}

/** The worked example, computed: 4 GB at 50 Mbit/s, with the decimal and the binary gigabyte. */
const time = (sizeUnit: string) =>
  formatDuration(downloadSeconds(4, sizeUnit, sizes, 50, 'megabits_por_segundo', transferenciaDeDatos) ?? NaN);

export const downloadTime: DownloadTimeSpec = {
  heading: 'Calculadora de tiempo de descarga',
  sizes,
  sizeUnits: Object.keys(sizes.units),
  otherReading,
  defaults: { size: '4', sizeUnit: 'gigabytes_decimales', speed: '50', speedUnit: 'megabits_por_segundo' },
  sections: [
    {
      title: '¿Qué gigabyte usa la calculadora?',
      paragraphs: [
        `El que elijas. Las tiendas de juegos, los fabricantes de discos y macOS cuentan en decimal: 1 GB son 1 000 000 000 bytes. Windows y este sitio, en su página de datos, llaman GB al gigabyte binario de 1024³ bytes, un 7.4 % mayor. Por eso la calculadora ofrece los dos y, cuando eliges uno, te da también el tiempo con el otro. Un archivo de 4 GB decimales a 50 Mbit/s tarda ${time('gigabytes_decimales')}; si los 4 GB son binarios, ${time('gigabytes')}.`,
      ],
    },
    {
      title: 'Por qué 100 megas bajan a unos 12 MB/s',
      paragraphs: [
        'La velocidad del contrato se da en bits por segundo y el tamaño del archivo en bytes, y cada byte son 8 bits: 100 Mbit/s son, como máximo, 12.5 MB/s. De ese techo hay que descontar las cabeceras de Ethernet, IP y TCP que acompañan a cada paquete, en torno a un 5 %, y por eso una buena conexión por cable se queda entre 11 y 12 MB/s. El tiempo que calcula esta herramienta es el mínimo teórico: por wifi, con el servidor saturado o con la línea compartida, la descarga dura más.',
      ],
    },
  ],
};
