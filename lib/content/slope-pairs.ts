import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /convertir-pendiente, words only; every figure on them (answer, table, formula) is
 * computed by lib/tools/slope.ts through lib/tools/slope-pairs.ts. The slopes, angles and lengths named in the prose
 * are checked against the same functions by __tests__/tools/tool-pairs.test.ts, each worked by hand there.
 *
 * Sources, read 2026-11-28 (D34: rules change; the date is when they were checked):
 * - 'Rampa' and 'pendiente' in Spanish road engineering: a rising and a falling grade in the direction of travel
 *   ('inclinación de una rasante ascendente / descendente en el sentido de avance'), as quoted by
 *   historiasdecarreteras.com, «La cuesta cuesta. Rampas y pendientes en carreteras».
 * - Avalanche terrain: 'The vast majority of avalanches take place on slopes between 30° and 45°, which is about the
 *   steepness of a black run on a ski hill' (Avalanche Canada, avysavvy.avalanche.ca/slope-angle; avalanche.org's
 *   encyclopedia gives 30°–50° for slab avalanches, most of a Swiss data set of over 1000 between 34° and 45°).
 * - 2010 ADA Standards for Accessible Design: §405.2, ramp runs not steeper than 1:12; §403.3, walking surfaces not
 *   steeper than 1:20 in running slope and 1:48 in cross slope; §106.5, a 'ramp' is a walking surface steeper than 1:20
 *   (corada.com, 2010 ADA Standards pocket guide and the California code that copies them, 11B-403.3).
 * - Slopes of earthworks written the other way round, horizontal first: 'un talud 3:2 significa que, por cada 3
 *   unidades … en horizontal se ascienden 2 unidades en vertical' (diccionarioilustradoic.com, «Talud de tierras»).
 * - Spain's accessible ramps, 6 % on the long runs of an accessible route and 8 % under 6 m: Código Técnico de la
 *   Edificación, DB SUA, SUA 1, 4.3.1 (the sources of lib/content/slope.ts).
 * - La rampa de Pajares (León–Asturias, opened 15 August 1884): 729 m of difference in height between Busdongo and
 *   Puente de los Fierros over a line of 44 km (Club Renfe, «Rampa de Pajares (Asturias) años 30», Archivo Histórico
 *   Ferroviario del Museo del Ferrocarril de Madrid). The average is worked on the length of the line, which at these
 *   grades differs from the horizontal run by less than one part in ten thousand.
 */
export const SLOPE_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: 'porcentaje-a-grados',
    name: 'Porcentaje a grados',
    heading: 'Pendiente en porcentaje a grados',
    title: 'Porcentaje a grados: pasar una pendiente en % a grados, con tabla',
    description:
      'Convierte una pendiente en porcentaje, como la de una señal de tráfico o la de un puerto de montaña, a grados. Con tabla del 1 % al 200 % y la fórmula del arcotangente.',
    intro:
      'Los grados salen del arcotangente: se divide el porcentaje entre 100 y se busca el ángulo cuya tangente es ese número. Un 10 % son unos 5.71°, no 10°.',
    tableTitle: 'Pendientes en porcentaje y su ángulo en grados',
    text: [
      'Es la pregunta de quien ve una señal de «subida con fuerte pendiente» del 10 % o la altimetría de un puerto de montaña y quiere imaginarse el ángulo. El porcentaje dice cuántos metros se sube por cada 100 de avance horizontal; los grados, cuánto se inclina el suelo respecto de la horizontal. Son dos medidas de la misma cuesta, pero no crecen al mismo ritmo: el 10 % son unos 5.71° y el 20 %, unos 11.31°, casi el doble, pero el 100 % son 45°, no 90°.',
      'Para pendientes pequeñas vale un atajo: multiplicar el porcentaje por 0.573, que es 180 ÷ π ÷ 100 redondeado. Con un 5 % da 2.865°, y la calculadora da 2.8624°: casi lo mismo. Con un 20 % el atajo ya se pasa en unos 0.15°, y cuanto más empinada es la cuesta, más se aleja, porque los grados crecen cada vez más despacio que el porcentaje.',
      'En el lenguaje técnico de las carreteras españolas, «rampa» es la inclinación de una rasante que sube en el sentido de la marcha y «pendiente» la de una que baja; en el habla de todos los días, pendiente es cualquier cuesta. La cifra se mide siempre sobre la horizontal, no a lo largo de la calzada, aunque la diferencia es pequeña: quien recorre 100 m por una cuesta del 10 % ha avanzado unos 99.5 m sobre el mapa.',
    ],
    questions: [
      {
        question: '¿Cuántos grados son un 10 % de pendiente?',
        answer: 'Unos 5.71°: el arcotangente de 0.1 son unos 0.09967 radianes, que pasados a grados dan 5.71°.',
      },
      {
        question: '¿Una pendiente del 100 % es vertical?',
        answer:
          'No: un 100 % son 45°, una cuesta que sube un metro por cada metro de avance horizontal. La vertical son 90°, y no tiene porcentaje.',
      },
    ],
    reverse: 'grados-a-porcentaje',
  },
  {
    slug: 'grados-a-porcentaje',
    name: 'Grados a porcentaje',
    heading: 'Pendiente en grados a porcentaje',
    title: 'Grados a porcentaje: pasar una pendiente en grados a %, con tabla',
    description:
      'Convierte el ángulo de una pendiente en grados a porcentaje: 45° son el 100 %. Con tabla de 1° a 90°, la fórmula y por qué 90° no tiene porcentaje.',
    intro:
      'El porcentaje es la tangente del ángulo multiplicada por 100. Por eso 45° son el 100 %: la cuesta sube lo mismo que avanza. Y 90°, una pared, no tienen porcentaje.',
    tableTitle: 'Ángulos en grados y su pendiente en porcentaje',
    text: [
      'Los grados son la medida de los inclinómetros, de las aplicaciones del teléfono móvil o celular que miden ángulos y de muchos planos de tejados; el porcentaje, la de las carreteras y las normas de rampas. Quien pasa de unos a otro se suele llevar una sorpresa: 45° no son un 45 %, sino un 100 %, porque con ese ángulo se sube un metro por cada metro de avance horizontal.',
      'La tangente crece cada vez más deprisa a medida que el ángulo se acerca a la vertical. De 0° a 45° el porcentaje va de 0 a 100; a 80° ya son unos 567 %, y a 89°, unos 5729 %. A 90° la cuesta es una pared: no se avanza nada en horizontal, la tangente no tiene valor y tampoco el porcentaje. Por eso la tabla lo dice con palabras en lugar de dar un número enorme.',
      'En la montaña nevada las laderas se miden en grados. Según Avalanche Canada, la gran mayoría de los aludes se desencadenan en laderas de entre 30° y 45°, más o menos la inclinación de una pista negra de esquí. En porcentaje, eso va de unos 57.74 % a un 100 %, cifras impensables en una carretera.',
    ],
    questions: [
      {
        question: '¿Cuánto es 30° en porcentaje?',
        answer: 'Unos 57.74 %: la tangente de 30° es 0.5774 redondeada, y por 100 da 57.74 %.',
      },
      {
        question: '¿Por qué 90° no tiene porcentaje?',
        answer:
          'Porque a 90° no se avanza nada en horizontal, y habría que dividir la subida entre cero. En razón es 1:0, y en radianes, π/2.',
      },
    ],
    reverse: 'porcentaje-a-grados',
  },
  {
    slug: 'razon-a-porcentaje',
    name: 'Razón 1:n a porcentaje',
    heading: 'Pendiente en razón 1:n a porcentaje',
    title: 'Razón 1:n a porcentaje: la pendiente de rampas y taludes, con tabla',
    description:
      'Convierte una pendiente escrita como razón 1:n, la de las rampas accesibles y los taludes, a porcentaje: 1:12 son algo más de un 8 %. Con tabla de 1:1 a 1:100.',
    intro:
      'Una razón 1:n sube 1 por cada n de avance horizontal, así que su porcentaje es 100 entre n: 1:12 son 100 ÷ 12, unos 8.33 %.',
    tableTitle: 'Razones 1:n y su pendiente en porcentaje',
    text: [
      'La razón 1:n es la forma en que dan la pendiente las normas de accesibilidad de Estados Unidos, muchos planos de arquitectura y los manuales de rampas para sillas de ruedas. Las normas ADA de 2010 piden rampas no más empinadas que 1:12, unos 8.33 %: para salvar un escalón de 15 cm hacen falta 1.8 m de avance horizontal. La misma norma considera rampa todo recorrido más empinado que 1:20, un 5 %, y limita la inclinación lateral de los recorridos a 1:48, unos 2.08 %.',
      'Antes de convertir, comprueba qué número es la altura. Aquí el 1 es siempre la subida y la n el avance horizontal, pero en obra civil los taludes se escriben a menudo al revés, primero la horizontal: un talud 3:2 avanza 3 y sube 2, que en esta notación es 1:1.5, unos 66.67 % o 33.69°. Leído como subida contra avance, 3:2 sería un 150 %, una pendiente mucho más empinada.',
      'Algunos oficios miden la n a lo largo de la rampa y no en horizontal. Con rampas suaves la diferencia es mínima: una rampa que sube 1 por cada 12 medidos sobre su superficie es, en horizontal, unos 1:11.96. Una razón con otros números se reduce dividiendo, y la calculadora la acepta tal cual: 2:25 es 1:12.5, un 8 %.',
    ],
    questions: [
      {
        question: '¿Qué porcentaje es una rampa 1:12?',
        answer: 'Unos 8.33 %: 100 ÷ 12 = 8.333…, un ángulo de unos 4.76°.',
      },
      {
        question: '¿Qué rampa es más empinada, 1:10 o 1:20?',
        answer:
          '1:10, un 10 %: cuanto menor es la n, menos se avanza por cada unidad de subida. 1:20 es un 5 %, la mitad de empinada.',
      },
    ],
    reverse: 'porcentaje-a-razon',
  },
  {
    slug: 'porcentaje-a-razon',
    name: 'Porcentaje a razón 1:n',
    heading: 'Pendiente en porcentaje a razón 1:n',
    title: 'Porcentaje a razón 1:n: cuánto avanzar por cada metro de subida',
    description:
      'Convierte una pendiente en porcentaje a razón 1:n, el avance horizontal por cada unidad de subida, para replantear una rampa. Con tabla y el error más común.',
    intro:
      'La n de la razón 1:n es 100 dividido entre el porcentaje: un 8 % es 1:12.5, es decir, 12.5 de avance horizontal por cada 1 de subida.',
    tableTitle: 'Pendientes en porcentaje y su razón 1:n',
    text: [
      'La razón sirve para replantear: dice cuánto hay que avanzar por cada unidad que se sube, y así da el largo de una rampa a partir del desnivel. En España, el Código Técnico de la Edificación da las rampas en porcentaje: el 6 % de los tramos largos de un itinerario accesible es de unos 1:16.67, y para salvar 50 cm con esa pendiente hacen falta unos 8.33 m de avance horizontal.',
      'El fallo habitual es tomar el porcentaje por la n. Un 8 % no es 1:8, que sería un 12.5 %, sino 1:12.5, algo más suave que el 1:12 de las normas de Estados Unidos. El porcentaje y la n solo coinciden en el 10 %, que es 1:10.',
      'Un terreno llano, un 0 %, no tiene razón 1:n, porque la n sería infinita; la tabla empieza en un 0.5 %, que ya es 1:200. En el otro extremo, a partir del 100 % la n baja de 1: un 200 % es 1:0.5, medio metro de avance por cada metro de subida.',
    ],
    questions: [
      {
        question: '¿Qué razón es un 8 %?',
        answer:
          '1:12.5: 100 ÷ 8 = 12.5, es decir, 12.5 m de avance horizontal por cada metro de subida. Es algo más suave que 1:12.',
      },
      {
        question: '¿Cuánto avance necesita una rampa del 8 % para subir 40 cm?',
        answer: '5 m en horizontal: con 1:12.5, 0.4 m de subida por 12.5 dan 5 m.',
      },
    ],
    reverse: 'razon-a-porcentaje',
  },
  {
    slug: 'por-mil-a-porcentaje',
    name: 'Por mil a porcentaje',
    heading: 'Pendiente en por mil a porcentaje',
    title: 'Por mil a porcentaje: pendientes en milésimas de vías y tuberías',
    description:
      'Convierte una pendiente en por mil, la de los ferrocarriles, los canales y las tuberías, a porcentaje: se divide entre 10. Con tabla de 1 a 100 por mil.',
    intro:
      'El por mil cuenta los metros que se suben por cada 1000 de avance horizontal, y el porcentaje, por cada 100: para pasar de uno a otro basta dividir entre 10. 20 ‰ son un 2 %.',
    tableTitle: 'Pendientes en por mil y en porcentaje',
    text: [
      'En los ferrocarriles las pendientes se dan en milésimas, porque una vía apenas sube: una rampa de 20 milésimas gana 20 m de altura en cada kilómetro, un 2 %, lo que en una carretera sería una cuesta muy suave. El ejemplo clásico en España es la rampa de Pajares, entre León y Asturias, abierta en 1884: salva 729 m de desnivel en unos 44 km de vía, una media de unas 16.6 milésimas, un 1.66 %.',
      'Las tuberías de desagüe, las canaletas y los canales usan también pendientes pequeñas, que se leen mejor en por mil o en centímetros por metro: un 1 % son 10 ‰, un centímetro de caída por cada metro de tubo.',
      'Los grados son aquí poco prácticos: 20 ‰ son apenas unos 1.15°, una inclinación que a simple vista parece llana. El símbolo ‰ se lee «por mil»; en el ferrocarril se dice también «milésimas».',
    ],
    questions: [
      {
        question: '¿Cuánto es 25 ‰ en porcentaje?',
        answer: 'Un 2.5 %: 25 ÷ 10 = 2.5. Se suben 25 m por cada kilómetro de avance horizontal.',
      },
      {
        question: '¿Es lo mismo el por mil que el por ciento?',
        answer: 'No: el por mil es diez veces más pequeño. Un 1 % son 10 ‰, y un 1 ‰ es un 0.1 %.',
      },
    ],
  },
];
