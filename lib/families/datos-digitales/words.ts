import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { datosDigitales } from './units';

export const datosDigitalesContent: ConverterContent<UnitKey<typeof datosDigitales>> = {
  heading: 'Convertidor de datos digitales',
  intro:
    'Convierte entre bits, bytes, kilobytes, megabytes, gigabytes y terabytes, y entre kilobits, megabits, gigabits y terabits. Los múltiplos KB, MB, GB y TB son binarios, como los que muestra Windows: cada escalón vale 1024 veces el anterior (1 KB = 1024 B, 1 Mbit = 1024 kbit), y un byte son 8 bits. Las unidades decimales de los fabricantes de discos y de las velocidades de Internet (1 kB = 1000 B, 1 Mbit = 1 000 000 bit) aparecen aparte, marcadas como decimales.',
  cards: [
    { title: 'Megabytes a gigabytes', from: 'megabytes', to: 'gigabytes', example: 700 },
    { title: 'Gigabytes a megabytes', from: 'gigabytes', to: 'megabytes', example: 16 },
    { title: 'Terabytes a gigabytes', from: 'terabytes', to: 'gigabytes', example: 2 },
    { title: 'Kilobytes a megabytes', from: 'kilobytes', to: 'megabytes', example: 2048 },
    { title: 'Megabits a megabytes', from: 'megabits', to: 'megabytes', example: 100 },
    { title: 'Bytes a bits', from: 'bytes', to: 'bits', example: 64 },
  ],
  note: {
    title: 'KB, kB y KiB: ¿1000 o 1024?',
    text: 'Las unidades KB, MB, GB y TB de este convertidor son binarias: 1 KB = 1024 bytes, 1 MB = 1024 KB, 1 GB = 1024 MB, como hace Windows al mostrar el tamaño de archivos y discos. El Sistema Internacional reserva el prefijo kilo (k, en minúscula) para 1000, así que 1 kB = 1000 bytes; así cuentan los fabricantes de discos, memorias USB y tarjetas, y también macOS desde 2009. Para acabar con la ambigüedad, la IEC creó en 1998 los prefijos binarios: 1 KiB (kibibyte) = 1024 bytes, 1 MiB = 1024 KiB, 1 GiB = 1024 MiB. Por eso un disco vendido como 1 TB, es decir, 10¹² bytes, aparece en Windows como unos 931 GB: 10¹² / 1024³ = 931.32. No falta espacio; es la misma cantidad contada de otra manera. Las velocidades de Internet, en cambio, suelen ser decimales: 1 Mbps son 1 000 000 bits por segundo, mientras que el Mbit binario de esta página son 1 048 576 bits. Para esas cifras, elige las unidades decimales.',
  },
  sections: [
    {
      title: 'Bits y bytes',
      paragraphs: [
        'El bit, contracción de binary digit, es la unidad mínima de información: un 0 o un 1. El término lo propuso John Tukey y lo difundió Claude Shannon en 1948. El byte agrupa 8 bits y permite 256 combinaciones, suficientes para guardar un carácter de texto en ASCII. La palabra la acuñó Werner Buchholz en IBM en 1956, y el byte de 8 bits se impuso con el IBM System/360 en 1964; antes hubo máquinas con bytes de otros tamaños.',
      ],
    },
    {
      title: 'Múltiplos binarios',
      paragraphs: [
        'Las memorias se organizan en potencias de dos, y 2¹⁰ = 1024 se parece tanto a 1000 que se le llamó kilo. Aquí 1 KB son 1024 bytes, 1 MB son 1 048 576 bytes, 1 GB son 1 073 741 824 bytes y 1 TB son 1024 GB. Los bits siguen la misma regla: 1 kbit son 1024 bits y 1 Mbit son 1024 kbit. La diferencia con los múltiplos decimales crece a cada escalón: un 2.4 % en el kilo, un 4.9 % en el mega, un 7.4 % en el giga y casi un 10 % en el tera.',
      ],
    },
    {
      title: 'Bits para la velocidad, bytes para el tamaño',
      paragraphs: [
        'Por costumbre, la velocidad de una conexión se expresa en bits por segundo, con b minúscula (Mbps), y el tamaño de un archivo en bytes, con B mayúscula (MB). Para pasar de una a otra hay que dividir entre 8: 100 megabits son 12.5 megabytes. Los proveedores de Internet cuentan en decimal, así que una línea de 100 Mbps transporta 100 000 000 bits por segundo, 12.5 millones de bytes, que en múltiplos binarios son unos 11.92 MB por segundo.',
        'Un ejemplo: una película de 4 GB son, en este convertidor, 4 × 1024 × 8 = 32 768 Mbit, es decir, 4 × 1024³ × 8 = 34 359 738 368 bits. Si la línea diera 100 Mbit por segundo en el sentido binario (1 Mbit = 1024 kbit), la descarga duraría 32 768 ÷ 100 = 327.68 segundos. Pero los 100 Mbps del proveedor son decimales, 100 000 000 bits por segundo (unos 95.37 Mbit binarios), así que la película tarda 34 359 738 368 ÷ 100 000 000 ≈ 343.6 segundos, casi seis minutos, sin contar las pérdidas de los protocolos de red. Para usar aquí la velocidad de un contrato, elige los megabits decimales, o pásala primero a bits: 100 Mbps × 1 000 000 = 100 000 000 bits. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
      ],
    },
    {
      title: 'Unidades decimales y el pebibyte',
      paragraphs: [
        'Junto a los múltiplos binarios, el convertidor ofrece los decimales: kilobytes, megabytes, gigabytes, terabytes y petabytes decimales, y kilobits, megabits y gigabits decimales. Cada escalón vale exactamente 1000 veces el anterior, como fija la norma IEC 80000-13 (2008), que aplica a bytes y bits los prefijos del Sistema Internacional. Así cuentan los fabricantes de discos, memorias USB y tarjetas, y así se anuncian las velocidades de Internet. En la lista llevan la palabra «decimal» junto al símbolo, para que 1 MB (decimal), un millón de bytes, no se confunda con el MB binario de Windows, 1 048 576 bytes. Un disco vendido como 1 TB son 10¹² bytes: aquí, 1 TB (decimal) → 931.322575 GB.',
        'La misma norma da nombre propio a los múltiplos binarios: kibibyte (KiB), mebibyte (MiB), gibibyte (GiB), tebibyte (TiB) y pebibyte (PiB). El pebibyte, que se añade aquí para los volúmenes de los centros de datos, son 2⁵⁰ bytes (unos 1.1259 × 10¹⁵), es decir, 1024 TB binarios, un 12.6 % más que el petabyte decimal de 10¹⁵ bytes. Los KiB, MiB, GiB y TiB que muestran muchos programas son exactamente los KB, MB, GB y TB binarios de esta página.',
      ],
    },
    {
      title: 'Errores comunes',
      paragraphs: [
        'El más frecuente es confundir b con B: una conexión de 300 Mbps no descarga 300 MB por segundo, sino como mucho 37.5 millones de bytes. Otro es pensar que un disco o una memoria USB están defectuosos porque el sistema muestra menos capacidad de la anunciada. Y conviene no mezclar cifras decimales y binarias en una misma cuenta: primero hay que saber cuál usa cada fuente.',
      ],
    },
  ],
};
