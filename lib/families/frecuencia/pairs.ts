import type { PairsOf } from '@/lib/content/pairs/types';
import type { frecuencia } from './units';

// D26: the frequency pairs people search: processor and wifi clocks (GHz, MHz), radio dials (MHz, kHz), engines
// (rpm, Hz, rad/s) and the pulse (latidos por minuto).
export const frecuenciaPairs: PairsOf<typeof frecuencia> = [
  {
    from: 'gigahercios',
    to: 'megahercios',
    rows: [
      0.8,
      1,
      { value: 2.4, label: 'banda wifi de 2.4 GHz' },
      3.2,
      { value: 4.7, label: 'turbo de un procesador de sobremesa' },
      { value: 5, label: 'banda wifi de 5 GHz' },
      { value: 6, label: 'banda wifi de 6 GHz' },
    ],
    tableTitle: 'Relojes de procesador y bandas de wifi en megahercios',
    definition: 'Los prefijos del SI separan giga y mega por un factor de 1000: 1 GHz = 1000 MHz exactos.',
    text: 'Las fichas técnicas mezclan las dos unidades sin avisar: el procesador aparece en gigahercios y la memoria RAM o la tarjeta gráfica, en megahercios. Pasar todo a MHz te deja compararlas de un vistazo, y es también la unidad de los programas de overclocking, que suben el reloj de 100 en 100 MHz. En el wifi, los canales de la banda de 2.4 GHz están separados por 5 MHz, y por eso solo tres de ellos (1, 6 y 11) no se pisan entre sí.',
  },
  {
    from: 'megahercios',
    to: 'gigahercios',
    rows: [100, 433, 800, 868, 1800, 2100, 3500],
    tableTitle: 'Bandas de radio y de telefonía en gigahercios',
    definition: 'Mil megahercios forman un gigahercio, así que la conversión es dividir entre 1000.',
    text: 'Las bandas de telefonía móvil se anuncian en megahercios: 800, 1800 o 2100 MHz para el 4G y 3500 MHz para el 5G, que en gigahercios son 3.5 GHz. Los mandos de garaje y los sensores domésticos emiten en 433 MHz o en 868 MHz en Europa. Saber leerlos en GHz te ayuda a ordenar el espectro: cuanto más alta es la frecuencia, más datos puede llevar la señal, pero peor atraviesa paredes, y por eso el 5G de alta frecuencia necesita tantas antenas.',
  },
  {
    from: 'revoluciones_por_minuto',
    to: 'hercios',
    rows: [
      { value: 800, label: 'ralentí de un coche' },
      1500,
      { value: 3000, label: 'motor de dos polos a 50 Hz' },
      { value: 5400, label: 'disco duro de portátil' },
      { value: 7200, label: 'disco duro de sobremesa' },
      { value: 15000, label: 'disco de servidor' },
    ],
    tableTitle: 'Motores y discos duros en hercios',
    definition: 'Una revolución por minuto es una vuelta cada 60 segundos: 1 rpm = 1/60 Hz (ISO 80000-3).',
    // D34, grid frequencies: IEC World Plugs (iec.ch/world-plugs): 60 Hz in North and Central America, Colombia,
    // Venezuela, Ecuador, Peru and most of Brazil; 50 Hz in Argentina, Chile, Uruguay, Paraguay and Bolivia.
    // Checked 2026-11-27.
    text: 'Un motor eléctrico de dos polos conectado a la red de 50 Hz gira, sin carga, a 3000 rpm; a 60 Hz, la frecuencia de Norteamérica, Centroamérica y parte de Sudamérica, a 3600 rpm. Por eso los ingenieros pasan de rpm a hercios y al revés todo el tiempo: para elegir un variador de frecuencia, para calcular la vibración de una máquina o para ajustar un estroboscopio. Un disco duro de 7200 rpm da 120 vueltas por segundo, y su tiempo medio de espera, media vuelta, es de algo más de 4 milisegundos.',
  },
  {
    from: 'hercios',
    to: 'revoluciones_por_minuto',
    rows: [
      1,
      10,
      25,
      { value: 50, label: 'red eléctrica en Europa' },
      { value: 60, label: 'red eléctrica en América' },
      100,
      400,
    ],
    tableTitle: 'Frecuencias en revoluciones por minuto',
    definition: 'Cada hercio es una vuelta por segundo, y un minuto tiene 60 segundos: 1 Hz = 60 rpm.',
    text: 'Los variadores de frecuencia de los motores trifásicos se programan en hercios, pero la placa del motor y la máquina que mueve hablan en rpm. Si bajas el variador de 50 a 25 Hz, un motor de cuatro polos pasa de unas 1500 a unas 750 rpm, menos el deslizamiento. En los drones y en el modelismo ocurre lo mismo con los controladores de los motores sin escobillas. Ten en cuenta que en un motor de más polos la relación no es uno a uno: la velocidad es la frecuencia de la red dividida entre los pares de polos.',
  },
  {
    from: 'revoluciones_por_minuto',
    to: 'radianes_por_segundo',
    rows: [1, 10, 60, 100, 1000, 3000, 6000],
    tableTitle: 'Velocidades de giro en radianes por segundo',
    definition:
      'Una vuelta son 2π radianes y un minuto, 60 segundos: 1 rpm = 2π/60 rad/s, unos 0.1047 rad/s (SI Brochure, tabla 4).',
    text: 'Las fórmulas de mecánica piden la velocidad angular en rad/s: la potencia de un eje es el par por ω, y la energía de un volante de inercia, la mitad del momento de inercia por ω al cuadrado. Como los motores se dan en rpm, esta conversión aparece en casi cualquier problema de física o de ingeniería. El atajo mental es dividir entre 10: 1000 rpm son algo menos de 105 rad/s. Si olvidas el 2π, el resultado sale unas seis veces más pequeño y el error se arrastra a todo el cálculo.',
    questions: [
      {
        question: '¿Cuántos rad/s son 1000 rpm?',
        answer: 'Unos 104.72 rad/s: 1000 × 2π ÷ 60 = 104.719755… rad/s.',
      },
    ],
  },
  {
    from: 'radianes_por_segundo',
    to: 'revoluciones_por_minuto',
    rows: [1, 2, 10, 50, 100, 314.159265, 1000],
    tableTitle: 'Velocidades angulares en revoluciones por minuto',
    definition:
      'Dividir entre 2π pasa de radianes a vueltas, y multiplicar por 60, de segundos a minutos: 1 rad/s ≈ 9.5493 rpm.',
    text: 'La dirección contraria aparece al terminar un cálculo: la física te da una velocidad angular en radianes por segundo y necesitas saber a cuántas rpm debe girar el motor que vas a comprar. Multiplica por 60 y divide entre 2π, o multiplica por 9.55 si te basta una cifra aproximada. En los simuladores, en los controladores de robots y en las bibliotecas de videojuegos, la rotación suele venir en rad/s, y el mismo paso te dice si un giro es realista.',
  },
  {
    from: 'radianes_por_segundo',
    to: 'hercios',
    rows: [1, 6.283185, 100, 314.159265, 376.991118, 1000],
    tableTitle: 'Frecuencias angulares en hercios',
    definition: 'La frecuencia angular cuenta radianes: ω = 2πf, así que f = ω ÷ 2π (SI Brochure, nota de la tabla 4).',
    text: 'En electrónica y en teoría de señales, las ecuaciones usan la pulsación ω en rad/s: la reactancia de una bobina es ωL y la de un condensador, 1/ωC. La red eléctrica de 50 Hz tiene una pulsación de 100π, unos 314.16 rad/s, y la de 60 Hz, unos 376.99 rad/s. Al pasar de ω a hercios para dar un resultado práctico, divide entre 2π. Un fallo típico en los exámenes es calcular bien la pulsación y dar el filtro en hercios sin hacer esa división.',
  },
  {
    from: 'megahercios',
    to: 'kilohercios',
    rows: [0.531, 0.9, 1.602, { value: 10.7, label: 'frecuencia intermedia de la FM' }, 27, 88, 100.5],
    tableTitle: 'Emisoras y bandas de radio en kilohercios',
    definition: 'El prefijo mega vale 10⁶ y el kilo 10³: 1 MHz = 1000 kHz.',
    text: 'La onda media se sintoniza en kilohercios, de 531 a 1602 kHz en Europa, y la FM en megahercios. Los radioaficionados y la banda ciudadana, en torno a 27 MHz, se mueven entre las dos unidades, y las antiguas radios de válvulas marcaban la onda corta en kHz. La frecuencia intermedia de un receptor de FM, 10.7 MHz, se escribe a menudo como 10 700 kHz en los esquemas de los filtros cerámicos.',
  },
  {
    from: 'latidos_por_minuto',
    to: 'hercios',
    rows: [
      { value: 50, label: 'deportista en reposo' },
      60,
      { value: 72, label: 'adulto en reposo' },
      100,
      120,
      { value: 180, label: 'esfuerzo máximo' },
    ],
    tableTitle: 'Ritmo cardiaco y tempo musical en hercios',
    definition: 'Un latido por minuto es 1/60 de latido por segundo: 60 latidos por minuto son 1 Hz.',
    text: 'Un corazón adulto en reposo late entre 60 y 100 veces por minuto, es decir, entre 1 y 1.67 Hz; los electrocardiógrafos y los pulsioxímetros filtran la señal en esa zona de frecuencias. En música, un tempo de 120 pulsos por minuto, el de tantas canciones de pop y de baile, son 2 Hz: dos pulsos por segundo. Los programas de audio y los metrónomos usan esta conversión para sincronizar efectos de eco o de trémolo con el ritmo de la canción.',
  },
];
