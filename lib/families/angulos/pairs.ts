import type { PairsOf } from '@/lib/content/pairs/types';
import type { angulos } from './units';

// D26: the angle pairs. The circular-measures family has its own degree-radian pages, written for trigonometry
// classes; these are written for code, calculators, surveying, shooting and compasses.
export const angulosPairs: PairsOf<typeof angulos> = [
  // The default pair and its reverse: spreadsheets and programming languages work in radians.
  {
    from: 'grados',
    to: 'radianes',
    rows: [
      1,
      10,
      { value: 23.44, label: 'inclinación del eje de la Tierra' },
      30,
      45,
      { value: 57.2958, label: 'casi 1 radián' },
      90,
      180,
      360,
    ],
    tableTitle: 'Ángulos en grados pasados a radianes',
    definition:
      'Una vuelta mide 360° y también 2π rad, de modo que 1° = π/180 rad, una relación exacta que solo se redondea al escribir π.',
    text: 'Es la conversión que pide casi cualquier programa: en Excel, escribir SENO(30) no da 0.5, porque la función espera radianes; hay que usar SENO(RADIANES(30)) o multiplicar por PI()/180. Lo mismo ocurre con Math.sin de JavaScript y math.sin de Python. En física aparece al trabajar con el ángulo de lanzamiento de un proyectil o la inclinación de un plano, y en fabricación, al programar trayectorias circulares de una máquina de control numérico. Como los radianes casi nunca llevan símbolo en las fórmulas, el olvido pasa desapercibido hasta que el resultado sale absurdo.',
    questions: [
      {
        question: '¿Cuántos radianes son 90 grados?',
        answer: 'π/2, unos 1.570796 radianes: un ángulo recto es la cuarta parte de los 2π de una vuelta.',
      },
    ],
  },
  {
    from: 'radianes',
    to: 'grados',
    rows: [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 6],
    tableTitle: 'Radianes pasados a grados',
    definition:
      'Del mismo acuerdo, 360° = 2π rad, sale 1 rad = 180°/π, un número irracional que se da redondeado: 57.29578°.',
    text: 'Tu calculadora o tu programa han devuelto un ángulo en radianes, por ejemplo el resultado de un arco tangente, y quieres leerlo en grados. Multiplica por 180 y divide entre π: 0.5 rad son unos 28.65°. Un radián es algo menos de 60°, una referencia útil para detectar errores a ojo: si un ángulo en radianes pasa de 6.28, ya ha dado más de una vuelta. En Excel, la función GRADOS hace esta cuenta por ti.',
  },
  // Surveying: total stations and Spanish surveying schools still read angles in gon.
  {
    from: 'grados',
    to: 'grados_centesimales',
    rows: [0.9, 1, 10, 30, 45, 60, 90, 180, 360],
    tableTitle: 'Grados sexagesimales en gon',
    definition: 'El gon divide el ángulo recto en 100 partes (ISO 80000-3), así que 1° = 10/9 gon.',
    text: 'En las escuelas de topografía de España se sigue enseñando a leer los ángulos en grados centesimales, con sus minutos y segundos centesimales, el «cc» de los cuadernos de campo, y muchas estaciones totales trabajan en gon. Cuando un plano o un programa da un rumbo en grados sexagesimales y el instrumento espera gon, toca convertir. En gon las cifras salen un 11 % mayores: un ángulo recto pasa de 90 a 100, y media vuelta, de 180 a 200.',
  },
  {
    from: 'grados_centesimales',
    to: 'grados',
    rows: [1, 10, 25, 50, 100, 150, 200, 300, 400],
    tableTitle: 'Gon pasados a grados sexagesimales',
    definition: 'Cuatrocientos gon hacen la misma vuelta completa que 360°, así que 1 gon vale exactamente 0.9°.',
    text: 'Esta dirección la usa quien recibe un levantamiento topográfico en gon y lo quiere llevar a un programa de dibujo o a un SIG configurado en grados. La cuenta es sencilla: resta la décima parte, y 100 gon quedan en 90°. Donde más se confunde es en las calculadoras científicas, que alternan DEG, RAD y GRAD: si en la pantalla pone GRAD y esperabas grados normales, todos tus senos y cosenos estarán mal. En Francia, donde nació con el sistema métrico, al gon se le llama «grade».',
  },
  // Rifle scopes: MOA turrets against MRAD turrets.
  {
    from: 'minutos_arco',
    to: 'milirradianes',
    rows: [
      { value: 0.25, label: 'un clic de mira en MOA' },
      0.5,
      1,
      2,
      { value: 3.4377, label: 'casi 1 mrad' },
      5,
      10,
      20,
    ],
    tableTitle: 'Correcciones de mira en MOA pasadas a milirradianes',
    definition:
      'Un MOA es 1/60 de grado, π/10 800 rad, y un milirradián es 0.001 rad, así que 1 MOA equivale a unos 0.2909 mrad.',
    text: 'En el tiro de precisión conviven dos maneras de ajustar una mira telescópica: en MOA, el minuto de arco de tradición estadounidense, y en MRAD, el milirradián, más extendido en Europa y en el tiro táctico. Un clic de 1/4 de MOA mueve el impacto unos 7.3 mm a 100 m; uno de 0.1 mrad, 10 mm. Si la retícula y las torretas usan sistemas distintos, o sigues una tabla balística escrita en la otra unidad, esta conversión evita errores de varios centímetros a larga distancia.',
  },
  {
    from: 'milirradianes',
    to: 'minutos_arco',
    rows: [0.1, 0.5, 1, 2, 5, 10, 20, 30],
    tableTitle: 'Milirradianes pasados a MOA',
    definition: 'El milirradián es la milésima del radián del SI, 0.001 rad, y abarca unos 3.4377 minutos de arco.',
    text: 'Un milirradián abarca 1 m a 1 km, o 10 cm a 100 m, y eso lo hace cómodo con distancias métricas. Quien viene del MOA tiene otra regla mental, la pulgada a cien yardas, que no es exacta: 1 MOA son unas 1.047 pulgadas a 100 yardas. Pasar de mrad a MOA sirve para comparar el recorrido de elevación de dos miras: una que anuncia 30 mrad ofrece unos 103 MOA.',
    ambiguity: {
      text: 'Esta página usa el milirradián del SI, unas 6283 por vuelta. La «milésima» de las brújulas militares es otra unidad, 6400 por vuelta:',
      other: { from: 'milesimas_otan', to: 'grados' },
      label: 'milésimas OTAN a grados',
    },
  },
  // Military compasses and artillery tables in NATO mils.
  {
    from: 'milesimas_otan',
    to: 'grados',
    rows: [
      1,
      10,
      100,
      400,
      { value: 1600, label: 'este, un ángulo recto' },
      { value: 3200, label: 'sur' },
      { value: 4800, label: 'oeste' },
      { value: 6400, label: 'vuelta completa' },
    ],
    tableTitle: 'Milésimas de brújula militar en grados',
    definition:
      'La OTAN reparte la vuelta en 6400 milésimas (NIST SP 811), así que cada una vale 360/6400 = 0.05625° exactos.',
    text: 'Las brújulas de los ejércitos de la OTAN y las tablas de tiro de la artillería marcan la vuelta en 6400 milésimas. Si tienes una brújula de tipo militar cuyo limbo va de 0 a 6400, o lees un acimut de 4800 en un informe, aquí lo pasas a grados: 4800 milésimas son 270°, el oeste. La regla de un metro a un kilómetro funciona casi igual que con el milirradián, aunque no es exacta: una milésima abarca unos 98 cm a esa distancia.',
  },
  // Rotating machines: rpm to rad/s starts with revolutions to radians.
  {
    from: 'revoluciones',
    to: 'radianes',
    rows: [0.25, 0.5, 1, 2, 10, 60, 1000, 3000],
    tableTitle: 'Revoluciones pasadas a radianes',
    definition:
      'Una revolución es una vuelta entera, 2π rad, la relación de la que sale la velocidad angular en rad/s.',
    text: 'En física y en mecánica la velocidad de giro se da en revoluciones por minuto (rpm), pero las fórmulas de la velocidad lineal, la aceleración centrípeta o la potencia de un eje piden radianes por segundo. Multiplica las revoluciones por 2π y divide entre los 60 segundos del minuto: un motor a 3000 rpm gira a unos 314 rad/s. Esta página hace la primera mitad de la cuenta, de vueltas a radianes; la división por el tiempo queda de tu lado, y es justo la que más se olvida en los exámenes.',
  },
];
