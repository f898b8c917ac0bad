import type { PairsOf } from '@/lib/content/pairs/types';
import type { datosDigitales } from './units';

// D26: the data pairs. The plain KB, MB, GB, TB and Mbit of this family are binary (powers of 1024, as Windows
// shows them); the units named 'decimales' are the powers of 1000 of disk makers and internet contracts. Every pair
// that hides that choice says which one it uses and links the other.
export const datosDigitalesPairs: PairsOf<typeof datosDigitales> = [
  // Storage as Windows counts it: 'mb a gb', 'gb a mb', 'gb a tb', 'tb a gb', the most asked data questions.
  {
    from: 'megabytes',
    to: 'gigabytes',
    rows: [
      100,
      256,
      512,
      { value: 700, label: 'CD grabable de 80 minutos' },
      1024,
      2048,
      { value: 4482, label: 'DVD de 4.7 GB de la caja' },
      8192,
    ],
    tableTitle: 'Tamaños de archivos y discos en megabytes de Windows',
    definition:
      'La convención binaria de la informática, la que sigue Windows, fija 1 GB = 1024 MB = 2³⁰ bytes; la IEC llama a esa unidad gibibyte (GiB).',
    text: 'Pasar de megabytes a gigabytes es dividir entre 1024 cuando las cifras salen de Windows, del Explorador de archivos o de un programa que cuenta en binario. Es la cuenta que haces al ver si una carpeta de fotos de 3500 MB cabe en una memoria, o cuántos vídeos de 700 MB entran en 20 GB libres. El fallo típico es dividir entre 1000: con cifras pequeñas apenas se nota, pero con miles de megas el error pasa del 2 %. En España y en casi toda América Latina se dice «megas» y «gigas» en la conversación diaria.',
    ambiguity: {
      text: 'Esta página usa el megabyte y el gigabyte binarios de Windows (1 GB = 1024 MB). Si tus cifras vienen de la caja de un disco o de una memoria, cuentan de mil en mil:',
      other: { from: 'megabytes_decimales', to: 'gigabytes_decimales' },
      label: 'megabytes decimales a gigabytes decimales',
    },
    questions: [
      {
        question: '¿Cuántos MB tiene 1 GB?',
        answer:
          'En la cuenta de Windows, 1024 MB. En la de los fabricantes de discos, memorias USB y tarjetas, 1000 MB.',
      },
    ],
  },
  {
    from: 'gigabytes',
    to: 'megabytes',
    rows: [
      0.5,
      1,
      1.5,
      2,
      { value: 4, label: 'memoria RAM de 4 GB' },
      { value: 8, label: 'memoria RAM de 8 GB' },
      { value: 16, label: 'memoria RAM de 16 GB' },
      32,
    ],
    tableTitle: 'Gigabytes binarios en megabytes, con los tamaños de RAM habituales',
    definition: 'Un gigabyte de los que muestra Windows son 2³⁰ bytes, es decir, 1024 megabytes de 2²⁰ bytes cada uno.',
    text: 'La memoria RAM es el caso en que la cuenta binaria no admite discusión: los chips se fabrican en potencias de dos, y un módulo de 8 GB tiene exactamente 8192 MB. También multiplicas por 1024 cuando un programa pide «al menos 2 GB libres» y el sistema te muestra el espacio en megas, o cuando una aplicación de vídeo dice cuánto ocupará una exportación. Si tu resultado termina en ceros redondos, como 8000, revisa la cuenta: seguramente has usado la regla decimal de los fabricantes de discos y no la de Windows.',
    ambiguity: {
      text: 'Aquí se multiplica por 1024, como en Windows y en la memoria RAM. Con las unidades decimales de los fabricantes de discos y memorias, 1 GB son 1000 MB:',
      other: { from: 'gigabytes_decimales', to: 'megabytes_decimales' },
      label: 'gigabytes decimales a megabytes decimales',
    },
  },
  {
    from: 'gigabytes',
    to: 'terabytes',
    rows: [
      100,
      250,
      500,
      { value: 931.32, label: 'disco de 1 TB de la caja, visto en Windows' },
      1024,
      1500,
      2048,
      4096,
    ],
    tableTitle: 'Datos en gigabytes de Windows y el disco que necesitan',
    definition: 'En la cuenta binaria 1 TB son 1024 GB, es decir, 2⁴⁰ bytes: lo que la IEC llama tebibyte (TiB).',
    text: 'Esta conversión aparece al planificar copias de seguridad: sumas lo que ocupan tus carpetas en gigabytes, tal como los muestra Windows, y quieres saber qué disco externo comprar. Ojo con el último paso: un disco anunciado como 2 TB ofrece unos 1863 GB binarios, así que 2000 GB de datos no caben en él aunque los números lo sugieran. Conviene dejar además un margen generoso, porque las copias crecen con cada versión que guardas y un disco lleno hasta el borde se vuelve lento.',
    ambiguity: {
      text: 'Aquí 1 TB = 1024 GB, la cuenta de Windows. La capacidad impresa en la caja de un disco es decimal:',
      other: { from: 'terabytes_decimales', to: 'gigabytes' },
      label: 'terabytes decimales a gigabytes',
    },
  },
  {
    from: 'terabytes',
    to: 'gigabytes',
    rows: [0.25, 0.5, 1, { value: 1.81, label: 'disco de 2 TB de la caja, visto en Windows' }, 2, 4, 8, 16],
    tableTitle: 'Terabytes binarios en gigabytes',
    definition: 'Multiplicar por 1024 sale de la misma convención binaria: 1 TB = 2⁴⁰ bytes y 1 GB = 2³⁰ bytes.',
    text: 'Sirve para repartir un disco ya formateado: si Windows te dice que tu unidad tiene 1.81 TB, sabes que dispones de unos 1853 GB para particiones, juegos o una biblioteca de películas. También en la nube, donde los planes se venden por terabytes y el uso se muestra en gigas. Un videojuego actual puede pasar de 100 GB instalado, de modo que 1 TB da para unos diez títulos grandes y poco más. El error más común aquí es comparar el resultado con la cifra del embalaje, que es decimal.',
    ambiguity: {
      text: 'Esta página multiplica por 1024. Si tu «1 TB» es el de la etiqueta del disco, 10¹² bytes, el resultado en gigabytes de Windows es otro:',
      other: { from: 'terabytes_decimales', to: 'gigabytes' },
      label: 'terabytes decimales a gigabytes',
    },
  },
  // Small files: forms, attachments and Explorer's 'Tamaño' column in KB.
  {
    from: 'kilobytes',
    to: 'megabytes',
    rows: [
      64,
      100,
      { value: 350, label: 'foto de carné' },
      500,
      800,
      1024,
      2048,
      5120,
      { value: 153600, label: 'vídeo corto' },
    ],
    tableTitle: 'Archivos en kilobytes, como los muestra el Explorador',
    definition: 'Un megabyte binario son 1024 kilobytes de 1024 bytes: 1 048 576 bytes en total.',
    text: 'Los formularios en línea y los portales de empleo suelen limitar el tamaño de lo que subes: una foto de carné de 350 KB, un currículum de como máximo 2 MB. Para saber si tu archivo pasa, divide sus kilobytes entre 1024. El Explorador de Windows muestra la columna «Tamaño» en KB incluso para archivos grandes, así que un vídeo puede aparecer como 153 600 KB: son 150 MB. Si el portal cuenta en decimal, su límite de 2 MB son 2 000 000 bytes, algo menos que 2 MB binarios, así que no apures hasta el último kilobyte.',
    ambiguity: {
      text: 'Esta página usa kilobytes y megabytes binarios (1 MB = 1024 KB). En unidades decimales, 1 MB son 1000 kB:',
      other: { from: 'kilobytes_decimales', to: 'megabytes_decimales' },
      label: 'kilobytes decimales a megabytes decimales',
    },
  },
  {
    from: 'megabytes',
    to: 'kilobytes',
    rows: [0.25, 0.5, 1, 2, 3, 5, 10, 25],
    tableTitle: 'Límites de subida en megabytes, pasados a kilobytes',
    definition: 'La convención binaria multiplica por 1024 en cada escalón, de modo que 1 MB = 1024 KB.',
    text: 'El disquete de 3½ pulgadas es la curiosidad clásica de esta conversión: se vendía como de «1.44 MB», pero su capacidad era de 1440 KB binarios, es decir, 1 474 560 bytes. Ni 1.44 megabytes binarios ni decimales, sino una mezcla de las dos cuentas. Hoy la conversión sirve sobre todo para los formularios: si un sistema te dice que el máximo son 0.5 MB y tu editor de imágenes guarda en KB, multiplica por 1024 y sabrás que tienes 512 KB de margen.',
  },
  // Bits and bytes: keys, addresses and data types.
  {
    from: 'bits',
    to: 'bytes',
    rows: [
      1,
      8,
      16,
      32,
      64,
      { value: 128, label: 'clave AES-128' },
      { value: 256, label: 'clave AES-256' },
      { value: 2048, label: 'clave RSA de 2048 bits' },
    ],
    tableTitle: 'Tamaños en bits de claves y tipos de datos',
    definition: 'El byte de 8 bits, el octeto de las normas de redes, es el de la norma IEC 80000-13: 1 B = 8 bit.',
    text: 'Las claves de cifrado se dan en bits: AES-128, AES-256 o RSA de 2048 bits. Pasarlas a bytes dice cuánto ocupan en memoria o en un archivo: una clave AES-256 son 32 bytes, y una RSA de 2048 bits, 256 bytes. En programación pasa lo mismo con los tipos de datos: un entero de 64 bits ocupa 8 bytes. Cuidado con la letra: en las especificaciones, «b» minúscula es bit y «B» mayúscula es byte, y confundirlas multiplica o divide el resultado por ocho.',
  },
  {
    from: 'bytes',
    to: 'bits',
    rows: [
      1,
      2,
      { value: 4, label: 'dirección IPv4' },
      { value: 6, label: 'dirección MAC' },
      8,
      { value: 16, label: 'dirección IPv6' },
      64,
      1024,
    ],
    tableTitle: 'Bytes en bits, con direcciones de red',
    definition:
      'La cuenta es siempre por 8, sin diferencias entre binario y decimal: cada byte agrupa exactamente 8 bits.',
    text: 'Las redes piensan en bits y las memorias en bytes. Una dirección IPv4 ocupa 4 bytes, 32 bits, y de ahí salen sus unos 4300 millones de combinaciones; una IPv6 ocupa 16 bytes, 128 bits. Esta conversión es también el primer paso para estimar cuánto tarda en viajar un archivo: sus bytes por 8 dan los bits que la línea tiene que transportar. En los documentos técnicos se llama octeto al grupo de 8 bits, y en francés «octet» sustituye a «byte» incluso en la calle.',
  },
  // Internet speeds: contracts in decimal Mbit/s, downloads in MB/s (decimal or, in some programs, binary).
  {
    from: 'megabits_decimales',
    to: 'megabytes_decimales',
    rows: [
      10,
      30,
      50,
      100,
      { value: 300, label: 'fibra de 300 Mb' },
      { value: 600, label: 'fibra de 600 Mb' },
      { value: 1000, label: 'fibra de 1 Gb' },
    ],
    tableTitle: 'Velocidades de contrato en megabytes por segundo',
    definition:
      'Los operadores anuncian la velocidad en megabits decimales (10⁶ bit/s); dividir entre 8 da los megabytes decimales (10⁶ B/s).',
    text: 'Tu contrato dice 600 Mb y el navegador descarga a 70 MB/s: no te están engañando, es la diferencia entre bits y bytes. Divide la velocidad anunciada entre 8 y tendrás el máximo teórico en megabytes por segundo, aquí 75 MB/s. Lo que llega de verdad es algo menos, porque los protocolos de red se llevan su parte, y por wifi suele quedarse más lejos que por cable. En España las ofertas de fibra rondan los 300 Mb, 600 Mb y 1 Gb, y en Latinoamérica los planes se anuncian igual, en «megas».',
    ambiguity: {
      text: 'Esta página divide entre 8 y da megabytes decimales. Los programas que cuentan en binario, como el diálogo de copia de Windows, muestran cifras un 4.6 % menores:',
      other: { from: 'megabits_decimales', to: 'megabytes' },
      label: 'megabits decimales a megabytes binarios',
    },
    questions: [
      {
        question: '¿Cuántos MB por segundo descarga una fibra de 300 megas?',
        answer: 'Como mucho 37.5 MB/s (300 ÷ 8), y en la práctica algo menos por las pérdidas de la red.',
      },
    ],
  },
  {
    from: 'megabytes_decimales',
    to: 'megabits_decimales',
    rows: [1, 5, 10, 12.5, 25, 40, 90, 125],
    tableTitle: 'Velocidades de descarga en MB/s y el contrato que piden',
    definition:
      'Multiplicar por 8 pasa de bytes a bits; con prefijos decimales en los dos lados, 1 MB/s son exactamente 8 Mbit/s.',
    text: 'Esta dirección sirve para elegir tarifa: si quieres descargar a 40 MB/s, necesitas al menos 320 Mb contratados, y algo más para cubrir las pérdidas de la red. También para el vídeo en línea: una plataforma que pide 25 Mbps para 4K está hablando de poco más de 3 MB por segundo. Las tarjetas SD y los discos dan sus velocidades en MB/s decimales, así que la misma cuenta compara una tarjeta que escribe a 90 MB/s con una red de 720 Mb.',
  },
  {
    from: 'megabits_decimales',
    to: 'megabytes',
    rows: [10, 50, 100, 300, 500, 600, 1000],
    tableTitle: 'Velocidades de contrato en los MB/s binarios de Windows',
    definition:
      'El megabit del contrato son 10⁶ bits y el megabyte binario, 8 × 2²⁰ bits, de donde sale el factor 0.119209.',
    text: 'Windows, al copiar archivos por la red, y algunos gestores de descargas muestran la velocidad en MB/s binarios aunque no lo digan. Por eso una fibra de 1 Gb nunca marca 125 MB/s en ellos, sino como mucho unos 119 MB/s, y eso sin contar pérdidas. Si quieres comparar lo que ves en pantalla con lo que prometía tu operador, esta es la conversión que toca: parte de la cifra del contrato y llega a la unidad del programa.',
    ambiguity: {
      text: 'Aquí el megabyte es binario (2²⁰ bytes). Si tu programa muestra megabytes decimales, la cuenta es dividir entre 8 sin más:',
      other: { from: 'megabits_decimales', to: 'megabytes_decimales' },
      label: 'megabits decimales a megabytes decimales',
    },
  },
  {
    from: 'megabits',
    to: 'megabytes',
    rows: [1, 8, 10, 16, 32, 64, 100, 1024],
    tableTitle: 'Megabits binarios en megabytes',
    definition:
      'Con el mismo prefijo en los dos lados, binario aquí, la relación es la del bit y el byte: 8 megabits por megabyte.',
    text: 'Es la pregunta más repetida sobre velocidades: ¿cuántos megabytes son mis megabits? La respuesta corta es dividir entre 8, y vale tanto si los dos números son binarios como si son decimales, siempre que no mezcles. Esta página usa los megabits binarios de la familia (1 Mbit = 1024 kbit), útiles por ejemplo para los chips de memoria flash y de firmware, que se anuncian en megabits: un chip de 64 Mbit guarda 8 MB.',
    ambiguity: {
      text: 'Aquí los megabits son binarios. La velocidad de tu contrato es decimal (1 Mbps = 10⁶ bit/s); para ella usa',
      other: { from: 'megabits_decimales', to: 'megabytes_decimales' },
      label: 'megabits decimales a megabytes decimales',
    },
  },
  {
    from: 'megabytes',
    to: 'megabits',
    rows: [0.5, 1, 2, 4, 8, 16, 50, 128],
    tableTitle: 'Megabytes binarios en megabits',
    definition:
      'Cada megabyte binario son 8 megabits binarios, porque el prefijo se mantiene y solo cambia la unidad, de byte a bit.',
    text: 'Sirve en electrónica y en consolas antiguas: los cartuchos de Super Nintendo y de Mega Drive se anunciaban en megabits, y un juego de «16 Mbit» ocupaba 2 MB. Hoy pasa lo mismo con las memorias flash de los microcontroladores y las EEPROM, cuyas hojas de datos cuentan en bits. Para estimar un tiempo de transferencia también se parte de aquí: un archivo de 50 MB son 400 Mbit, y a 100 Mbit/s tarda al menos 4 segundos.',
    ambiguity: {
      text: 'Los megabits de esta página son binarios, como sus megabytes. Para un tamaño en unidades decimales frente a la velocidad de un contrato:',
      other: { from: 'megabytes_decimales', to: 'megabits_decimales' },
      label: 'megabytes decimales a megabits decimales',
    },
  },
  {
    from: 'gigabits_decimales',
    to: 'megabytes_decimales',
    rows: [
      0.1,
      0.5,
      { value: 1, label: 'fibra de 1 Gb, Ethernet gigabit' },
      { value: 2.5, label: 'Ethernet de 2.5 Gb' },
      5,
      { value: 10, label: 'fibra de 10 Gb' },
    ],
    tableTitle: 'Conexiones de gigabits en megabytes por segundo',
    definition: '1 Gbit son 1000 Mbit decimales y 1 MB son 8 Mbit, así que cada gigabit por segundo da 125 MB/s.',
    text: 'Las fibras de 1 Gb, y ya de 2.5 y 10 Gb en algunas ciudades, han llevado esta cuenta al gigabit. El techo de 1 Gb son 125 MB/s, y para acercarse a él hace falta cable: por wifi rara vez se llega. Un puerto Ethernet de 1 Gb limita de todos modos a esa cifra, aunque contrates más. Con puertos de 2.5 Gb en el router y el ordenador, el techo sube a 312.5 MB/s, por encima de lo que escribe un disco duro mecánico típico.',
  },
  // Box against Windows: the 'missing' space of every new disk, card and phone.
  {
    from: 'terabytes_decimales',
    to: 'gigabytes',
    rows: [0.25, 0.5, 1, 2, 4, 8, 12, 20],
    tableTitle: 'Discos por su capacidad de caja, en gigabytes de Windows',
    definition:
      'El terabyte de la etiqueta son 10¹² bytes (prefijo tera del SI) y el gigabyte de Windows, 2³⁰ bytes: 10¹² ÷ 2³⁰ ≈ 931.32.',
    text: 'Es la conversión del «me falta espacio» más famosa: conectas un disco nuevo de 4 TB y Windows lo muestra con algo más de 3.6 TB, unos 3725 GB. No falta nada; la caja cuenta en potencias de 1000 y el sistema en potencias de 1024. La diferencia crece con el tamaño: en un disco de 20 TB, Windows se queda en unos 18 626 GB, casi 1400 menos de lo que sugiere la etiqueta. Después hay que restar lo que ocupa el formato del sistema de archivos, que es poco pero no nada.',
    ambiguity: {
      text: 'Aquí el terabyte es el decimal de los fabricantes y el gigabyte, el binario de Windows. Para pasar entre dos unidades binarias:',
      other: { from: 'terabytes', to: 'gigabytes' },
      label: 'terabytes a gigabytes (binarios)',
    },
    questions: [
      {
        question: '¿Por qué mi disco de 1 TB marca 931 GB?',
        answer:
          'Porque el fabricante cuenta 10¹² bytes y Windows divide entre 1024³: 10¹² ÷ 1 073 741 824 ≈ 931.32 GB. El espacio es el mismo.',
      },
    ],
  },
  {
    from: 'gigabytes_decimales',
    to: 'gigabytes',
    rows: [
      16,
      32,
      { value: 64, label: 'tarjeta microSD' },
      { value: 128, label: 'móvil de 128 GB' },
      256,
      { value: 512, label: 'SSD de 512 GB' },
      1000,
    ],
    tableTitle: 'Memorias, móviles y SSD: de la etiqueta a Windows',
    definition: 'Los 10⁹ bytes del gigabyte decimal, divididos entre los 2³⁰ del binario, dan 0.931323: un 7 % menos.',
    text: 'Un móvil de 128 GB, una microSD de 64 GB o un SSD de 512 GB llevan en la etiqueta gigabytes decimales. Conectados a un PC con Windows aparecen como unos 119, 59.6 y 476.8 GB. Si además el dispositivo trae sistema operativo, como un teléfono, lo que queda libre es todavía menos. Ni los fabricantes mienten ni Windows se equivoca: cada uno usa su convención, y las dos son legítimas mientras se sepa cuál es cuál.',
    ambiguity: {
      text: 'Aquí el gigabyte de origen es el decimal de la etiqueta. Para la cuenta al revés, de Windows al fabricante:',
      other: { from: 'gigabytes', to: 'gigabytes_decimales' },
      label: 'gigabytes a gigabytes decimales',
    },
  },
  {
    from: 'gigabytes',
    to: 'gigabytes_decimales',
    rows: [
      1,
      4,
      8,
      15,
      50,
      100,
      { value: 465.76, label: 'disco de 500 GB visto en Windows' },
      { value: 931.32, label: 'disco de 1 TB visto en Windows' },
    ],
    tableTitle: 'De los gigabytes de Windows a los de los fabricantes',
    definition: 'Un GB binario son 2³⁰ = 1 073 741 824 bytes, es decir, 1.073741824 GB decimales exactos.',
    text: 'La dirección contraria sirve cuando tienes la cifra de Windows y necesitas la de un fabricante o la de macOS, que cuenta en decimal. Si una carpeta ocupa 100 GB en un PC, en un Mac aparecerá como unos 107.4 GB, y eso es lo que debes buscar libre en el disco que vas a comprar. También vale para comparar el tamaño de una descarga que una tienda anuncia en decimal con lo que muestra el disco de tu ordenador.',
  },
  // Audio bitrates: kbit/s to kB/s and, from there, data per minute of music.
  {
    from: 'kilobits_decimales',
    to: 'kilobytes_decimales',
    rows: [32, 64, 96, { value: 128, label: 'MP3 habitual' }, 160, 192, 256, { value: 320, label: 'máximo del MP3' }],
    tableTitle: 'Calidades de audio en kbps y los kB que ocupa cada segundo',
    definition:
      'En audio y en redes el kilobit es decimal, 1000 bits, y 8 de ellos forman un kilobyte decimal de 1000 bytes.',
    text: 'La calidad del audio digital se mide en kilobits por segundo: 128 kbps es el MP3 de toda la vida y 320 kbps, el máximo que admite el formato. Al pasar a kilobytes sabes cuánto ocupa cada segundo de música, y de ahí cada canción: a 320 kbps son 40 kB por segundo, unos 2.4 MB por minuto. Así se calcula cuánto gastan en datos móviles una hora de música o un pódcast descargado. Las plataformas de música en línea suelen ofrecer varias calidades, más o menos entre 96 y 320 kbps.',
  },
];
