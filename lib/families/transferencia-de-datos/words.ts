import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { transferenciaDeDatos } from './units';

export const transferenciaDeDatosContent: ConverterContent<UnitKey<typeof transferenciaDeDatos>> = {
  heading: 'Convertidor de transferencia de datos',
  intro:
    'Convierte velocidades de conexión y de descarga: bits por segundo (kbit/s, Mbit/s, Gbit/s, Tbit/s), bytes por segundo (kB/s, MB/s, GB/s, TB/s) y los binarios KiB/s, MiB/s y GiB/s. Los prefijos de los bits y de los bytes son decimales, como los usan las redes y los operadores: 1 Mbit/s son 1 000 000 bits por segundo. Debajo, una calculadora te dice cuánto tarda en bajar un archivo a la velocidad que tienes contratada.',
  cards: [
    { title: 'Mbit/s a MB/s', from: 'megabits_por_segundo', to: 'megabytes_por_segundo', example: 300 },
    { title: 'MB/s a Mbit/s', from: 'megabytes_por_segundo', to: 'megabits_por_segundo', example: 25 },
    { title: 'Gbit/s a MB/s', from: 'gigabits_por_segundo', to: 'megabytes_por_segundo', example: 1 },
    { title: 'kbit/s a kB/s', from: 'kilobits_por_segundo', to: 'kilobytes_por_segundo', example: 320 },
    { title: 'Mbit/s a MiB/s', from: 'megabits_por_segundo', to: 'mebibytes_por_segundo', example: 100 },
    { title: 'Mbit/s a kbit/s', from: 'megabits_por_segundo', to: 'kilobits_por_segundo', example: 2.5 },
  ],
  // D34, what an app shows: Windows' copy dialog writes 'MB/s' for 2²⁰ B/s. 1 MiB = 1.048576 MB, so a MiB/s is
  // 4.8576 % more than a MB/s (issue 32). Checked 2026-11-27.
  note: {
    title: 'b minúscula, B mayúscula',
    text: 'Una b minúscula es un bit y una B mayúscula, un byte de 8 bits: 100 Mb/s (o 100 Mbps) no son 100 MB/s, sino la octava parte. Los operadores anuncian la velocidad en bits por segundo con prefijos decimales, y los navegadores y las tiendas de juegos muestran la descarga en bytes por segundo. Algunos programas, como el diálogo de copia de Windows, cuentan en binario aunque escriban «MB/s»: son los MiB/s de esta página, un 4.86 % mayores que los MB/s decimales.',
  },
  sections: [
    {
      title: 'Qué mide la velocidad de transferencia',
      paragraphs: [
        'La velocidad de transferencia, o tasa de bits, es la cantidad de información que pasa por una conexión en cada segundo. Su unidad es el bit por segundo (bit/s), y sus múltiplos llevan los prefijos del Sistema Internacional en potencias de 1000: un kilobit por segundo son 1000 bit/s, un megabit por segundo, un millón, y un gigabit por segundo, mil millones. La norma IEC 80000-13 aplica esos mismos prefijos a los bits y a los bytes, y reserva los binarios (kibi, mebi, gibi, potencias de 1024) para quien quiera contar de otra manera.',
      ],
    },
    {
      title: 'Dónde la encuentras',
      paragraphs: [
        'En el contrato de tu fibra o de tu tarifa móvil, que se anuncia en megas: 300 Mb, 600 Mb o 1 Gb son megabits y gigabits por segundo. En los tests de velocidad, que dan la bajada y la subida en Mbps. En el navegador, la consola o el cliente de descargas, que muestran el progreso en MB/s. En las especificaciones de un puerto USB, de una tarjeta SD o de un disco SSD, que dan su velocidad en MB/s o en Gbit/s. Y en el audio y el vídeo en línea, cuya calidad se mide en kbit/s o en Mbit/s: una canción en MP3 a 320 kbit/s o una película en 4K a 25 Mbit/s.',
      ],
    },
    {
      title: 'Por qué tus 100 megas descargan a unos 12 MB/s',
      paragraphs: [
        'Un byte son 8 bits, así que para pasar de Mbit/s a MB/s se divide entre 8: 100 Mbit/s son 12.5 MB/s como máximo teórico. Lo que ves en la práctica es algo menos, entre 11 y 12 MB/s, porque cada paquete lleva cabeceras de Ethernet, IP y TCP que ocupan la línea sin ser parte del archivo, y porque el wifi, el servidor de origen y la hora del día ponen su propio límite. Si tu programa cuenta en binario, la misma línea aparece como unos 11.9 MiB/s.',
      ],
    },
    {
      title: 'Trampas habituales',
      paragraphs: [
        'La primera es leer Mb como MB y esperar que una fibra de 600 megas baje 600 MB cada segundo: lo que baja son 75 MB/s. La segunda, mezclar la velocidad decimal del contrato con un tamaño de archivo en gigabytes binarios, los de Windows, que son un 7.4 % más grandes que los decimales; la calculadora de abajo te deja elegir cuál usas. La tercera, olvidar que la subida suele ser mucho menor que la bajada en el ADSL y en muchas tarifas de cable, aunque en la fibra doméstica de España suelen ser iguales. Y la cuarta, confiar en el pico de un test: lo que cuenta para una descarga larga es la velocidad sostenida.',
      ],
    },
  ],
};
