import type { PairsOf } from '@/lib/content/pairs/types';
import { G0 } from '@/lib/units/constants';
import type { fuerza } from './units';

export const fuerzaPairs: PairsOf<typeof fuerza> = [
  // The family's default pair, both ways: the SI newton and the kilogram-force people read on scales and gauges.
  {
    from: 'newtons',
    to: 'kilogramos_fuerza',
    rows: [1, { value: G0, label: 'el peso de 1 kg' }, 10, 50, 100, 500, 1000, 5000],
    tableTitle: 'Newtons en kilogramos-fuerza',
    definition:
      'El kilogramo-fuerza es el peso de un kilogramo bajo la gravedad estándar que se fijó en 1901, 9.80665 m/s², así que kgf = N ÷ 9.80665.',
    text: 'Los problemas de física y los dinamómetros de laboratorio dan las fuerzas en newtons, pero para imaginarlas ayuda pasarlas a kilogramos-fuerza, la cifra que mostraría una báscula: 100 N equivalen al peso de 10.2 kg. Dividir entre 10 es el atajo de los exámenes y da un resultado un 2 % bajo. Recuerda que el kilogramo a secas es masa: decir que un cuerpo «pesa 50 kilos» es hablar en kilogramos-fuerza sin nombrarlos.',
  },
  {
    from: 'kilogramos_fuerza',
    to: 'newtons',
    rows: [0.1, 1, 5, 10, 25, 50, 100, 1000],
    tableTitle: 'Kilogramos-fuerza en newtons',
    definition:
      'Un kilogramo-fuerza, o kilopondio, son 9.80665 N exactos: el peso de la masa de 1 kg con la gravedad estándar.',
    text: 'La carga que aguanta una balda, un gancho o una cuerda suele anunciarse en kilos, y el cálculo técnico la pide en newtons: una balda que soporta 25 kg resiste 245 N. Lo mismo pasa con las llaves dinamométricas antiguas graduadas en kgf·m: el par se pasa a newtons metro con este mismo factor, 9.80665. En los libros de texto antiguos y en algunas normas alemanas aparece el kilopondio (kp), que es la misma unidad con otro nombre.',
  },
  // United States specifications: the pound-force of bows, engines and rockets, both ways.
  {
    from: 'libras_fuerza',
    to: 'newtons',
    rows: [
      1,
      10,
      { value: 50, label: 'arco de caza' },
      100,
      1000,
      { value: 27000, label: 'motor de un avión de pasillo único' },
      { value: 7500000, label: 'despegue del Saturno V' },
    ],
    tableTitle: 'Libras-fuerza en newtons',
    definition:
      'La libra-fuerza es el peso de la libra de 0.45359237 kg con la gravedad estándar: 4.4482216152605 N exactos.',
    text: 'La ingeniería estadounidense expresa en libras-fuerza (lbf) el empuje de los motores de avión y de cohete, la tensión de los arcos y las cargas de muchos ensayos. Un motor de un avión de pasillo único empuja con unas 27 000 lbf, 120 kN, y el cohete Saturno V despegaba con 7.5 millones, unos 33 400 kN. Las fichas en inglés escriben a menudo «lb» a secas: si se habla de empuje o de tensión, es libra-fuerza, no masa.',
  },
  {
    from: 'newtons',
    to: 'libras_fuerza',
    rows: [10, 100, 500, 1000, 5000, { value: 22000, label: 'mosquetón, eje mayor' }, 100000],
    tableTitle: 'Newtons en libras-fuerza',
    definition: 'Dividir entre 4.4482216152605 pasa los newtons a libras-fuerza; un newton son unas 0.2248 lbf.',
    text: 'Hace falta cuando un producto fabricado con normas europeas, que dan la carga en newtons o kilonewtons, se vende en Estados Unidos: un mosquetón de 22 kN aguanta unas 4946 lbf. También la piden los aficionados al espacio para comparar los motores europeos y rusos, medidos en kN, con los estadounidenses, que se publican en libras-fuerza. Un newton es poca fuerza, menos de un cuarto de libra-fuerza.',
  },
  // Fishing lines and bows: kilograms-force and pounds-force, both ways.
  {
    from: 'kilogramos_fuerza',
    to: 'libras_fuerza',
    rows: [1, 2, 5, 7, 10, 15, 20, 50],
    tableTitle: 'Resistencia de sedales en kg y lb',
    definition: 'Un kgf entre una lbf da 1 ÷ 0.45359237 ≈ 2.2046: la misma razón que entre el kilogramo y la libra.',
    text: 'Los carretes y sedales de pesca de las tiendas españolas y latinoamericanas dan la resistencia en kilos y en libras, porque las marcas japonesas y estadounidenses la miden en «libras de prueba». Un sedal que rompe con 7 kg aguanta unas 15.4 lb. La razón es exactamente la misma que entre kilogramos y libras de masa, 2.2046, porque las dos fuerzas se definen con la misma gravedad estándar.',
  },
  {
    from: 'libras_fuerza',
    to: 'kilogramos_fuerza',
    rows: [4, 8, 12, 20, 30, { value: 40, label: 'arco de caza ligero' }, 50, 70],
    tableTitle: 'Libras-fuerza en kilogramos-fuerza',
    definition: 'Una libra-fuerza equivale a 0.45359237 kgf exactos, la razón entre la libra y el kilogramo.',
    text: 'La potencia de los arcos se mide en libras: la fuerza que hay que hacer para tensarlos hasta la apertura de referencia, normalmente 28 pulgadas. Un arco de 40 libras pide unos 18.1 kg de fuerza, y uno de 70, casi 32. Las máquinas de poleas de los gimnasios de origen estadounidense también vienen en libras. Multiplicar por 0.45 basta para hacerse una idea.',
  },
  // Climbing gear, presses and jacks: kilonewtons against kilograms-force and tonnes-force.
  {
    from: 'kilonewtons',
    to: 'kilogramos_fuerza',
    rows: [
      { value: 7, label: 'mosquetón con el gatillo abierto' },
      9,
      { value: 12, label: 'fuerza de choque máxima de una cuerda (UIAA)' },
      20,
      { value: 22, label: 'mosquetón, eje mayor' },
      25,
      100,
    ],
    tableTitle: 'Resistencias grabadas en el material de escalada',
    definition: 'Un kilonewton son 1000 N, y al dividir entre 9.80665 salen unos 101.97 kgf por kN.',
    text: 'Los mosquetones, las cintas y los anclajes de escalada llevan grabada su resistencia en kilonewtons, y la gente la traduce a kilos para entenderla: 22 kN son unos 2243 kgf. No quiere decir que aguanten a una persona de dos toneladas colgada, sino que resisten ese tirón máximo. Las normas de la UIAA limitan a 12 kN la fuerza de choque de una cuerda simple en su ensayo de caída, unos 1224 kgf: es la fuerza de frenar una caída, no un peso.',
  },
  {
    from: 'toneladas_fuerza',
    to: 'kilonewtons',
    rows: [1, { value: 2, label: 'gato de coche' }, 3, 5, 10, { value: 20, label: 'prensa de taller' }, 50, 100],
    tableTitle: 'Toneladas-fuerza en kilonewtons',
    definition:
      'La tonelada-fuerza métrica es el peso de 1000 kg con la gravedad estándar: 9806.65 N, es decir, 9.80665 kN.',
    text: 'Los gatos hidráulicos, las prensas de taller y las plegadoras se venden por toneladas, mientras que los cálculos estructurales y las normas de maquinaria trabajan en kilonewtons. Una prensa de 20 toneladas empuja con 196 kN, y un gato de 2 toneladas levanta hasta 19.6 kN. Multiplicar por 10 da una buena estimación. Cuidado con los catálogos estadounidenses, cuyas toneladas son cortas, de 2000 libras, y un 9 % más pequeñas.',
    ambiguity: {
      text: 'Aquí la tonelada-fuerza es la métrica (1000 kgf). La tonelada-fuerza corta de EE. UU. vale 2000 lbf:',
      other: { from: 'toneladas_fuerza_cortas', to: 'kilonewtons' },
      label: 'toneladas-fuerza cortas a kilonewtons',
    },
  },
];
