import type { PairsOf } from '@/lib/content/pairs/types';
import type { transferenciaDeDatos } from './units';

// D26: the rates people ask about: the contract's Mbps against the download's MB/s, in both directions, and the
// neighbours of that question (Gbit/s fibre, kbit/s audio, the binary MiB/s of some programs).
export const transferenciaDeDatosPairs: PairsOf<typeof transferenciaDeDatos> = [
  {
    from: 'megabits_por_segundo',
    to: 'megabytes_por_segundo',
    answerValue: 100,
    rows: [
      6,
      { value: 10, label: 'ADSL' },
      50,
      { value: 100, label: 'fibra de 100 Mb' },
      { value: 300, label: 'fibra de 300 Mb' },
      { value: 600, label: 'fibra de 600 Mb' },
      { value: 1000, label: 'fibra de 1 Gb' },
    ],
    tableTitle: 'Velocidades de contrato y lo que descargan por segundo',
    definition:
      'Con prefijos decimales en los dos lados (IEC 80000-13), 1 MB/s son 8 Mbit/s: la cuenta es dividir entre 8.',
    text: 'Es la pregunta que todo el mundo se hace tras contratar fibra: el operador promete 300 megas y el navegador marca unos 36 MB/s. La diferencia es la letra b. El contrato cuenta bits y la descarga, bytes, y cada byte son ocho bits. Divide entre 8 y tendrás el techo teórico; el resto se lo quedan las cabeceras de los paquetes, el wifi y el servidor del otro lado. Si por cable te quedas muy por debajo del 90 % de ese techo, conviene reclamar.',
    ambiguity: {
      text: 'Esta página da megabytes decimales, los de los navegadores y las tiendas de juegos. El diálogo de copia de Windows cuenta en binario:',
      other: { from: 'megabits_por_segundo', to: 'mebibytes_por_segundo' },
      label: 'Mbit/s a MiB/s',
    },
    questions: [
      {
        question: '¿A cuántos MB/s descarga una conexión de 100 megas?',
        answer:
          'A 12.5 MB/s como máximo teórico (100 ÷ 8). En la práctica, entre 11 y 12 MB/s por las cabeceras de red.',
      },
    ],
  },
  {
    from: 'megabytes_por_segundo',
    to: 'megabits_por_segundo',
    rows: [0.5, 1, 2.5, 5, 10, 12.5, 40, 100],
    tableTitle: 'Descargas en MB/s y la línea que las permite',
    definition: 'Un megabyte decimal son 10⁶ bytes, es decir, 8 × 10⁶ bits: multiplica por 8 para llegar a los Mbit/s.',
    text: 'Vas al revés cuando sabes qué velocidad de bajada necesitas y buscas la tarifa que la da. Un juego de consola que quieres descargar a 40 MB/s pide una línea de 320 Mbit/s, y en la práctica algo más. También sirve para juzgar un disco de red o un NAS: si copia a 100 MB/s, ninguna conexión de menos de 800 Mbit/s lo aprovechará entero. Y cuando un amigo te dice que baja «a diez megas», pregúntale si son megabits o megabytes: la respuesta cambia el resultado ocho veces.',
  },
  {
    from: 'gigabits_por_segundo',
    to: 'megabytes_por_segundo',
    rows: [
      { value: 1, label: 'fibra de 1 Gb, puerto gigabit' },
      { value: 2.5, label: 'puerto de 2.5 Gb' },
      5,
      { value: 10, label: 'fibra de 10 Gb' },
      { value: 40, label: 'Thunderbolt 3 y 4' },
    ],
    tableTitle: 'Enlaces de gigabits en megabytes por segundo',
    definition: 'Un gigabit por segundo son 10⁹ bit/s; entre los 8 × 10⁶ bits de un megabyte decimal dan 125 MB/s.',
    text: 'Con las fibras de 1 Gb y los puertos de 2.5 o 10 Gb, la cuenta ya no cabe en megabits. El techo de un enlace gigabit son 125 MB/s, y un disco duro mecánico escribe más o menos a esa velocidad, así que una descarga rápida puede quedar limitada por el disco y no por la red. Los cables también cuentan: un Ethernet de categoría 5e basta para 1 Gb, pero para 10 Gb conviene la categoría 6A. Thunderbolt anuncia 40 Gbit/s, que son 5000 MB/s de ancho de banda bruto.',
  },
  {
    from: 'megabytes_por_segundo',
    to: 'gigabits_por_segundo',
    rows: [100, 125, 250, 500, 1000, 3500, 7000],
    tableTitle: 'Discos y memorias en MB/s, frente a enlaces de red',
    definition:
      'Un gigabit por segundo son 125 MB/s decimales, así que para pasar de MB/s a Gbit/s se divide entre 125.',
    text: 'Los fabricantes de SSD anuncian lecturas de 3500 o 7000 MB/s, y la pregunta es qué red haría falta para moverlos sin cuello de botella: 28 y 56 Gbit/s, muy por encima de cualquier conexión doméstica. Esta conversión también ayuda a elegir un NAS o un adaptador USB: un SSD SATA, que ronda los 500 MB/s, ya satura un puerto de 2.5 Gbit/s. Recuerda que las velocidades de disco de la caja son de pico, con archivos grandes, y que con miles de archivos pequeños caen mucho.',
  },
  {
    from: 'kilobits_por_segundo',
    to: 'kilobytes_por_segundo',
    rows: [
      { value: 56, label: 'módem telefónico' },
      64,
      { value: 128, label: 'MP3 habitual' },
      { value: 256, label: 'AAC de alta calidad' },
      { value: 320, label: 'máximo del MP3' },
      { value: 1411.2, label: 'CD de audio' },
    ],
    tableTitle: 'Tasas de audio y de módem en kilobytes por segundo',
    definition: 'El kilobit por segundo de las redes y del audio es decimal, 1000 bit/s; ocho de ellos forman 1 kB/s.',
    text: 'Los módems de 56 k de los noventa bajaban, con suerte, 7 kB/s, y una canción de 4 MB tardaba unos diez minutos. Hoy el kbit/s sigue vivo en el audio: el CD suena a 1411.2 kbit/s sin comprimir, y un MP3 de 128 kbit/s gasta 16 kB por cada segundo de música, cerca de 1 MB por minuto. Con esta cuenta sabes cuántos datos del móvil se come una lista de reproducción o una emisora de radio por internet durante una hora de viaje.',
  },
  {
    from: 'megabits_por_segundo',
    to: 'mebibytes_por_segundo',
    rows: [10, 50, 100, 300, 600, 1000],
    tableTitle: 'Velocidades de contrato en MiB/s, como las muestra Windows',
    definition:
      'Un megabit decimal son 10⁶ bits y un mebibyte, 2²⁰ bytes, 8 388 608 bits: el factor es 10⁶ ÷ 8 388 608.',
    // D34, what an app shows: qBittorrent writes its binary units by their IEC names, KiB/s and MiB/s (its misc.cpp
    // unit table, 'MiB' = 'mebibytes (1024 kibibytes)'); Windows' copy dialog writes 'MB/s' for mebibytes. Checked
    // 2026-11-27.
    text: 'Windows, al copiar por la red, enseña la velocidad en unidades binarias aunque escriba «MB/s», y clientes como qBittorrent también cuentan en binario, pero con el nombre correcto, KiB/s y MiB/s. Por eso una línea de 1 Gb se queda en unos 119 MiB/s de máximo en esas pantallas, y no en 125. Si comparas lo que marca tu programa con lo que prometía el operador, parte de aquí. Que la cifra sea menor no significa que la línea vaya peor: la cantidad transmitida es la misma, solo cambia el tamaño de la unidad con que se cuenta.',
  },
  {
    from: 'megabits_por_segundo',
    to: 'kilobits_por_segundo',
    rows: [0.5, 1, 2, 2.5, 5, 8, 25],
    tableTitle: 'Megabits por segundo en kilobits por segundo',
    definition: 'El prefijo mega vale mil veces el kilo en el Sistema Internacional: 1 Mbit/s = 1000 kbit/s.',
    text: 'Los programas de emisión en directo, como OBS, piden la tasa de vídeo en kbit/s, mientras que las plataformas recomiendan cifras en Mbit/s. Si una guía aconseja 6 Mbit/s para emitir en 1080p, en OBS escribirás 6000. Lo mismo ocurre con los codificadores de vídeo, las cámaras de vigilancia y los routers que limitan el ancho de banda por dispositivo. Aquí no hay trampa binaria: en redes y en vídeo el kilo y el mega son siempre decimales.',
  },
  {
    from: 'kilobits_por_segundo',
    to: 'megabits_por_segundo',
    rows: [64, 512, 1000, 2500, 6000, 8000, 15000],
    tableTitle: 'Tasas de emisión y de vídeo en megabits por segundo',
    definition: 'Dividir entre 1000 pasa de kilobits a megabits por segundo, los dos con prefijos del SI.',
    text: 'Aquí partes de la tasa de un vídeo o de una cámara en kbit/s y quieres saber si cabe en tu subida. Una emisión a 6000 kbit/s necesita 6 Mbit/s libres y estables, y en el ADSL, con subidas de 1 Mbit/s, era imposible. Conviene dejar un margen del 20 o 30 % sobre la tasa del vídeo, porque la conexión también lleva el audio, el chat y lo que hagan otros dispositivos de la casa.',
  },
];
