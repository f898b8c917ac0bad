import type { PairsOf } from '@/lib/content/pairs/types';
import type { parDeTorsion } from './units';

export const parDeTorsionPairs: PairsOf<typeof parDeTorsion> = [
  // The family's default pair, both ways: European manuals and torque wrenches against American ones.
  {
    from: 'newtons_metro',
    to: 'libras_fuerza_pie',
    rows: [
      1,
      10,
      25,
      50,
      { value: 110, label: 'tuercas de rueda de un turismo' },
      { value: 140, label: 'tuercas de rueda de un todoterreno' },
      { value: 400, label: 'par máximo de un diésel de 2 L' },
      1000,
    ],
    tableTitle: 'Pares de apriete y de motor en newtons metro',
    definition:
      'Una libra-fuerza pie es 4.4482216152605 N por 0.3048 m, 1.3558179483314… N·m; dividir entre ese número da las lbf·ft.',
    text: 'Te hace falta cuando tu llave dinamométrica viene de Estados Unidos y solo tiene la escala en lb-ft, o cuando quieres comparar un coche europeo con su versión estadounidense. Las tuercas de rueda que piden 110 N·m se aprietan a unas 81 lbf·ft. La regla rápida es multiplicar por 0.74: el resultado sale un poco alto, pero basta para elegir el ajuste de la llave.',
  },
  {
    from: 'libras_fuerza_pie',
    to: 'newtons_metro',
    rows: [1, 5, 20, 50, { value: 80, label: 'ruedas de muchos coches de EE. UU.' }, 100, 300, 650],
    tableTitle: 'Libras-fuerza pie en newtons metro',
    definition:
      'La libra-fuerza pie es la libra-fuerza (4.4482216152605 N) por el pie de 0.3048 m: 1.3558179483314… N·m.',
    text: 'Las revistas de motor estadounidenses y los manuales de taller de marcas como Ford o Harley-Davidson dan el par en pound-feet. Un V8 de camioneta que anuncia 400 lb-ft entrega unos 542 N·m, una cifra que en Europa solo alcanzan los motores grandes. Para las tuercas, 80 lb-ft son unos 108 N·m. Si dudas, recuerda que el newton metro es la unidad menor: el número siempre crece al pasar a N·m.',
  },
  // Old Japanese and Latin American spec sheets, and the kilopond-metre of German manuals.
  {
    from: 'kilogramos_fuerza_metro',
    to: 'newtons_metro',
    rows: [1, 2.5, 5, 8, 10, { value: 14.5, label: 'motor de 1.6 L de los años noventa' }, 20, 40],
    tableTitle: 'Kilográmetros de las fichas antiguas en newtons metro',
    definition:
      'Un kilogramo-fuerza metro es el peso de 1 kg con la gravedad estándar por un metro de brazo: 9.80665 N·m exactos.',
    text: 'Los catálogos de coches japoneses y latinoamericanos de hace unas décadas anunciaban el par en «kgm», y los talleres mecánicos mexicanos y colombianos todavía lo usan para el apriete de culatas. No es un kilogramo de masa por metro, sino el producto de un kilogramo-fuerza por un metro de brazo: el kilogramo-fuerza metro. Una cifra de 14.5 kgm equivale a unos 142 N·m; multiplicar por diez da una aproximación que se queda un 2 % alta.',
  },
  {
    from: 'newtons_metro',
    to: 'kilogramos_fuerza_metro',
    rows: [5, 10, 25, 50, 100, 150, 250, 500],
    tableTitle: 'Newtons metro en kilogramos-fuerza metro',
    definition: 'Dividir entre 9.80665 pasa los N·m a kgf·m, porque así se define el kilogramo-fuerza.',
    text: 'Sirve cuando tu llave dinamométrica antigua solo tiene la escala en kgf·m y el manual moderno pide el apriete en newtons metro. Una tuerca de rueda de 100 N·m se ajusta a 10.2 kgf·m. También ayuda a entender qué se siente: un par de 10 kgf·m es colgar un peso de 10 kg del extremo de una llave de un metro de largo.',
  },
  // Hobby servos and small motors: kilograms-force centimetre on every datasheet.
  {
    from: 'kilogramos_fuerza_centimetro',
    to: 'newtons_metro',
    rows: [1.5, 3, 5, { value: 11, label: 'servo estándar metálico' }, 20, 25, 35, 60],
    tableTitle: 'Par de servomotores en kilogramos-fuerza centímetro',
    definition: 'Un kilogramo-fuerza centímetro es 9.80665 N por 0.01 m, es decir, 0.0980665 N·m exactos.',
    text: 'Los servomotores de radiocontrol, robótica y aeromodelismo anuncian su par de bloqueo en «kg·cm»: el peso en kilos que el servo sostiene con un brazo de un centímetro. Un servo estándar de 11 kg·cm da unos 1.08 N·m, y con un brazo de 2.5 cm solo levanta 4.4 kg. Para comparar con un motor paso a paso, cuyo par se mide en N·m o N·cm, divide entre diez para tener N·m o multiplica por diez para tener N·cm; en los dos casos el resultado sale un 2 % alto.',
  },
  // Small fasteners of US-made bicycles, electronics and engines: pound-force inches.
  {
    from: 'libras_fuerza_pulgada',
    to: 'newtons_metro',
    rows: [5, 10, 20, { value: 35, label: 'potencia de bicicleta' }, 50, 60, 100, 200],
    tableTitle: 'Libras-fuerza pulgada en newtons metro',
    definition:
      'Una libra-fuerza pulgada son 4.4482216152605 N por 0.0254 m, unos 0.1129848 N·m: la doceava parte de la libra-fuerza pie.',
    text: 'Los tornillos pequeños de bicicletas, culatas de motores de jardín o piezas de electrónica se aprietan en Estados Unidos en inch-pounds. Una potencia de bicicleta de 35 in-lb pide unos 3.95 N·m, justo donde empiezan las llaves dinamométricas pequeñas. Cuidado con la llave: si su escala está en ft-lb y la lees como si fuera de in-lb, aprietas doce veces más de la cuenta y rompes el tornillo o la pieza de carbono.',
  },
  {
    from: 'newtons_metro',
    to: 'libras_fuerza_pulgada',
    rows: [1, 2, 4, 5, 6, 8, 10, 12],
    tableTitle: 'Aprietes de bicicleta en newtons metro',
    definition: 'Un N·m son 1 ÷ 0.112984829027617… ≈ 8.851 lbf·in, casi nueve veces más.',
    text: 'Los fabricantes de componentes de bicicleta graban junto a cada tornillo el apriete en N·m: 5 N·m en una potencia o un sillín de carbono, unos 44 lbf·in. Si tu llave de bolsillo viene de una tienda estadounidense, estará graduada en pulgadas-libra. Con el carbono, una diferencia de un par de newtons metro basta para agrietar un tubo, así que conviene convertir con cuidado en lugar de redondear.',
  },
  // Tiny torques of hobby motors and precision screwdrivers.
  {
    from: 'onzas_fuerza_pulgada',
    to: 'newtons_centimetro',
    rows: [1, 5, 10, 25, 50, 100, 200, 400],
    tableTitle: 'Onzas-fuerza pulgada en newtons centímetro',
    definition: 'La onza-fuerza pulgada es la dieciseisava parte de la libra-fuerza pulgada: unos 0.7061552 N·cm.',
    text: 'Los motores paso a paso de las impresoras 3D, los servos estadounidenses y los destornilladores de precisión expresan su par en oz-in. Un motor NEMA 17 de 60 oz-in da unos 42 N·cm, y los fabricantes chinos suelen publicarlo directamente en N·cm o en kg·cm. El newton centímetro es la centésima parte del newton metro, la escala habitual de los destornilladores dinamométricos europeos.',
  },
];
