import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /calculadora-de-llantas, words only; every figure on them (answer, table, formula)
 * is computed by lib/tools/tyres.ts through lib/tools/tyre-pairs.ts. Every figure the words state (diameters,
 * sidewalls, turns, differences, the speedometer) is worked out with the same functions by
 * __tests__/tools/tool-pairs.test.ts (STYLE 11), since this floor may not import the tool.
 *
 * Sources, read 2026-11-28, besides those of lib/tools/tyres.ts (ETRTO and ISO designations, the Tire and Rim
 * Association's flotation sizes) and lib/content/tyres.ts (the ±3 % rule of thumb, said as such):
 * - the R is radial construction, not radius (ETRTO, 'Tyre size designation'; lib/tools/tyres.ts);
 * - flotation sizes are so called because they are wide tyres made to 'float' over soft ground, and 265/75R15 is the
 *   metric size given for 31x10.50R15 (America's Tire, 'Flotation tires', americastire.com/learn/flotation-tires);
 * - the overall diameter of a flotation size is nominal: each maker publishes its model's (Performance Plus Tire,
 *   '31x10.50R15 equivalent', performanceplustire.com, which gives one model's 30.98 in).
 * No page names a car model or a country's rule: what may be fitted is the vehicle's documentation's to say
 * (lib/content/tyres.ts, RULE_OF_THUMB_NOTE).
 */
export const TYRE_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: '205-55-r16-en-pulgadas',
    name: '205/55 R16 en pulgadas',
    heading: 'Llanta 205/55 R16 en pulgadas',
    title: '205/55 R16 en pulgadas: diámetro, ancho y flanco de la llanta',
    description:
      'Cuánto mide una llanta 205/55 R16 en pulgadas: su diámetro, su ancho y su flanco, con las vueltas por kilómetro y cómo se calculan.',
    intro:
      'Es el diámetro nominal, el que se deduce de la medida: dos flancos del 55 % de 205 mm más un rin de 16 pulgadas. Una llanta real varía un poco según la marca, la presión y el desgaste.',
    tableTitle: 'Medidas de la 205/55 R16, en milímetros y en pulgadas',
    text: [
      'En 205/55 R16 se mezclan dos unidades: el ancho, 205, está en milímetros; el rin, 16, en pulgadas, y el 55 no es una longitud sino un porcentaje. Por eso la llanta (el neumático, en España) no mide 16 pulgadas, como a veces se cree: esa es la medida del rin, la pieza metálica que en España se llama llanta. Con el caucho, el diámetro total ronda las 24.88 pulgadas.',
      'El error más común es leer el 55 como milímetros. El flanco es el 55 % del ancho, 112.75 mm; si se tomaran 55 mm, el diámetro saldría de 516.4 mm en lugar de 631.9, más de once centímetros menos. Tampoco la R es de radio: indica construcción radial, la de casi todas las llantas actuales de automóvil.',
      'La medida sirve también para saber cuánto gira la rueda: con unos 1985.2 mm de circunferencia nominal, da unas 503.7 vueltas por kilómetro, y a 100 km/h, unas 840 vueltas por minuto.',
    ],
    questions: [
      {
        question: '¿Cuántas pulgadas mide una llanta 205/55 R16?',
        answer:
          'Unas 24.88 pulgadas de diámetro total, 631.9 mm: los 406.4 mm del rin de 16 pulgadas más dos flancos de 112.75 mm.',
      },
      {
        question: '¿Qué ancho tiene en pulgadas?',
        answer: 'Unas 8.07 pulgadas: sus 205 mm divididos entre 25.4.',
      },
    ],
  },
  {
    slug: '195-65-r15-en-pulgadas',
    name: '195/65 R15 en pulgadas',
    heading: 'Llanta 195/65 R15 en pulgadas',
    title: '195/65 R15 en pulgadas: diámetro y medidas parecidas en rin 16, 17 y 18',
    description:
      'El diámetro de una llanta 195/65 R15 en pulgadas y milímetros, y las medidas de rin 16, 17 y 18 que conservan casi el mismo diámetro.',
    intro:
      'Dos flancos del 65 % de 195 mm sobre un rin de 15 pulgadas dan 634.5 mm de diámetro nominal: casi 25 pulgadas.',
    tableTitle: 'Medidas cercanas a la 195/65 R15 y su diferencia de diámetro',
    text: [
      'Quien pregunta por esta medida suele querer cambiar los rines de 15 pulgadas (las llantas, en España) por otros más grandes sin que cambie el diámetro de la rueda, para que el velocímetro y el odómetro (cuentakilómetros) sigan marcando lo mismo. La idea es compensar: cada pulgada más de rin se paga con un flanco más bajo.',
      'La 205/55 R16 mide 631.9 mm, un 0.41 % menos que la 195/65 R15, y la 225/45 R17, 634.3 mm, apenas un 0.03 % menos. En cambio, el flanco pasa de 126.75 mm a 112.75 mm y a 101.25 mm: queda menos caucho entre el rin y el suelo, lo que suele dar una conducción más firme y deja el rin más expuesto en los baches.',
      'Con la 205/55 R16 en lugar de la 195/65 R15, a 100 km/h reales el velocímetro marcaría unos 100.41 km/h. Talleres y fabricantes suelen admitir hasta un 3 % de diferencia de diámetro, pero es una regla práctica, no una norma: lo que puedes montar lo decide la documentación de tu vehículo.',
    ],
    questions: [
      {
        question: '¿Cuántas pulgadas mide una llanta 195/65 R15?',
        answer:
          'Unas 24.98 pulgadas de diámetro, 634.5 mm: los 381 mm del rin de 15 pulgadas más dos flancos de 126.75 mm.',
      },
      {
        question: '¿Puedo poner una 205/55 R16 en lugar de una 195/65 R15?',
        answer:
          'Por diámetro son casi iguales, un 0.41 % de diferencia, pero el cambio exige rines de 16 pulgadas que quepan en el vehículo, y que la medida esté permitida en su documentación o la admita la normativa de tu país.',
      },
    ],
  },
  {
    slug: '265-70-r17-en-pulgadas',
    name: '265/70 R17 en pulgadas',
    heading: 'Llanta 265/70 R17 en pulgadas',
    title: '265/70 R17 en pulgadas: diámetro, ancho y medidas de camioneta',
    description:
      'La llanta 265/70 R17 en pulgadas: su diámetro y su ancho, cómo se compara con las de flotación y otras medidas de camioneta cercanas a las 31 pulgadas.',
    intro:
      'Con dos flancos de 185.5 mm sobre un rin de 17 pulgadas, la 265/70 R17 mide 802.8 mm de diámetro nominal: algo más de 31.6 pulgadas.',
    tableTitle: 'Medidas de camioneta cercanas a las 31 pulgadas',
    text: [
      'Es una medida de llanta (neumático, en España) de camionetas, pickups y todoterrenos, y la pregunta suele venir de comparar con las llantas de flotación, que se venden por su altura en pulgadas: 31, 32, 33. Dicha así, la 265/70 R17 mide 31.61 pulgadas de alto por 10.43 de ancho: una «31» algo alta.',
      'La 285/70 R17, veinte milímetros más ancha, mide 830.8 mm, 32.71 pulgadas: un 3.49 % más que la 265/70 R17, por encima de la regla práctica del 3 %. Con ella, a 100 km/h reales el velocímetro marcaría unos 96.63 km/h, y antes del cambio hay que comprobar que la llanta no roce con la carrocería ni con la suspensión al girar.',
      'Dos medidas pueden tener casi el mismo diámetro sin ser intercambiables: la 265/75 R16 mide 803.9 mm, solo 1.1 mm más que la 265/70 R17, pero va en rines de 16 pulgadas. La sigla LT, delante o detrás de la medida, indica una llanta para camión ligero, con otra construcción y otras presiones; sus dimensiones se calculan igual.',
    ],
    questions: [
      {
        question: '¿Cuántas pulgadas mide una llanta 265/70 R17?',
        answer:
          'Unas 31.61 pulgadas de diámetro, 802.8 mm: los 431.8 mm del rin de 17 pulgadas más dos flancos de 185.5 mm. De ancho, unas 10.43 pulgadas.',
      },
      {
        question: '¿Es lo mismo que una 31x10.50R15?',
        answer:
          'Tienen una altura parecida, pero no son la misma llanta: la 31x10.50R15 mide 787.4 mm, 15.4 mm menos, y va en rines de 15 pulgadas.',
      },
    ],
  },
  {
    slug: '31x10-50r15-en-milimetros',
    name: '31x10.50R15 en milímetros',
    heading: 'Llanta 31x10.50R15 en milímetros',
    title: '31x10.50R15 en milímetros: diámetro, ancho y equivalencia métrica',
    description:
      'La llanta 31x10.50R15 en milímetros: su diámetro, su ancho y su flanco, su equivalencia métrica habitual y otras medidas de flotación en mm.',
    intro:
      'En una medida de flotación todo está en pulgadas y la primera cifra ya es el diámetro nominal: 31 pulgadas son exactamente 787.4 mm.',
    tableTitle: 'Medidas de flotación en milímetros',
    text: [
      'Las medidas de flotación se llaman así porque son de llantas anchas (neumáticos, en España), pensadas para «flotar» sobre terreno blando, como arena o barro. Se leen de manera distinta de las métricas: en 31x10.50R15, 31 es el diámetro total, 10.50 el ancho y 15 el rin, todo en pulgadas. Para pasarlas a milímetros basta multiplicar por 25.4: 787.4 mm de alto y 266.7 mm de ancho.',
      'El flanco no aparece en la medida, pero se deduce: la mitad de la diferencia entre 31 y 15, 8 pulgadas, o 203.2 mm, un perfil cercano al 76 % del ancho. La medida métrica que suele darse como su equivalente sobre el mismo rin es la 265/75 R15, de 778.5 mm: un 1.13 % menos de diámetro.',
      'Las cifras son nominales. Cada fabricante publica el diámetro real de su modelo, que puede quedar algo por debajo o por encima de las 31 pulgadas, y bajo el peso del vehículo la llanta se aplasta un poco. Para saber si cabe en un vehículo, consulta la ficha del fabricante de la llanta, no solo la medida.',
    ],
    questions: [
      {
        question: '¿Cuánto mide una llanta 31x10.50R15 en milímetros?',
        answer: '787.4 mm de diámetro y 266.7 mm de ancho, sobre un rin de 381 mm: 31, 10.5 y 15 pulgadas por 25.4.',
      },
      {
        question: '¿Cuál es su equivalente en medida métrica?',
        answer:
          'La que suele darse como equivalente sobre rin 15 es la 265/75 R15, de 778.5 mm de diámetro, un 1.13 % menos. Sobre rin 17, la 265/70 R17 mide 802.8 mm, un 1.96 % más.',
      },
    ],
  },
  {
    slug: '175-70-r13-en-pulgadas',
    name: '175/70 R13 en pulgadas',
    heading: 'Llanta 175/70 R13 en pulgadas',
    title: '175/70 R13 en pulgadas: diámetro y medidas de la llanta de rin 13',
    description:
      'Cuánto mide una llanta 175/70 R13 en pulgadas: su diámetro, su ancho y su flanco, con las vueltas por kilómetro y una medida parecida en rin 14.',
    intro:
      'Sobre un rin de 13 pulgadas, dos flancos de 122.5 mm dan 575.2 mm de diámetro nominal: unas 22.65 pulgadas.',
    tableTitle: 'Medidas de la 175/70 R13, en milímetros y en pulgadas',
    text: [
      'El rin de 13 pulgadas (la llanta, en España) es el de muchos autos pequeños y de trabajo, y la 175/70 R13 una medida frecuente en él. Que el rin sea pequeño no quiere decir que el flanco lo sea: con 122.5 mm, es más alto que el de una 205/55 R16, de 112.75 mm, aunque la llanta sea más estrecha y más baja.',
      'Una rueda más pequeña gira más veces para recorrer lo mismo: la 175/70 R13 da unas 553.4 vueltas por kilómetro, un 9.86 % más que las 503.7 de una 205/55 R16. Por eso, en un mismo vehículo, cambiar el diámetro de la rueda cambia lo que marcan el velocímetro y el odómetro.',
      'Quien pasa a rines de 14 pulgadas suele buscar la 185/60 R14: 577.6 mm, solo un 0.42 % más que la 175/70 R13, con un flanco de 111 mm. Está dentro de la regla práctica del 3 %, pero lo que se puede montar lo decide la documentación del vehículo.',
    ],
    questions: [
      {
        question: '¿Cuántas pulgadas mide una llanta 175/70 R13?',
        answer:
          'Unas 22.65 pulgadas de diámetro, 575.2 mm: los 330.2 mm del rin de 13 pulgadas más dos flancos de 122.5 mm.',
      },
      {
        question: '¿Qué significa el 70?',
        answer:
          'Que el flanco mide el 70 % del ancho: el 70 % de 175 mm son 122.5 mm. No son milímetros ni pulgadas, sino un porcentaje.',
      },
    ],
  },
];
