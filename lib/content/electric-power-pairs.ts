import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /calculadora-de-vatios-amperios, words only; every figure on them (answer, table,
 * formula) is computed by lib/tools/electric-power.ts through lib/tools/electric-power-pairs.ts, which also holds each
 * page's voltage, circuit and power factor. The currents and powers named in the prose are checked against the same
 * functions by __tests__/tools/tool-pairs.test.ts, each worked by hand there.
 *
 * Each page says what it assumes (voltage, circuit, power factor) in its intro and its answer line. The voltages are
 * those of the page's table of voltages by country (lib/content/electric-power.ts, with their sources).
 *
 * Sources, read 2026-11-28 (D34: rules change; the date is when they were checked):
 * - Spain's household circuits: Reglamento electrotécnico para baja tensión (Real Decreto 842/2002), ITC-BT-25,
 *   table 1: C1 lighting 10 A; C2 general sockets and fridge 16 A; C3 cooker and oven 25 A; C4 washing machine,
 *   dishwasher and water heater 20 A (as listed by instalacioneselectricasnuevas.blogspot.com, 2016-11, and the
 *   Ministry's Guía técnica de aplicación BT-25). ITC-BT-10: a dwelling's basic electrification is at least 5750 W at
 *   230 V, 25 A.
 * - Spain's contracted powers are normalised steps since 2006 (3.45 kW and not 3.2 kW; Naturgy's guide as copied by
 *   officedata.store), each the current of the power control switch (ICP) at 230 V: 15 A → 3450 W, 20 A → 4600 W.
 * - Power factor of an induction motor at full load, 0.85 (0.80 at 75 % load, 0.73 at half load): Schneider Electric,
 *   Electrical Installation Guide, «Practical values of power factor», fig. L6 (electrical-installation.org).
 * - A motor's rated output is the mechanical power at its shaft, not the power it takes from the grid: IEC 60034-1,
 *   rating conventions (as summarised by mechanixcalc.com, «IEC 60034-1 Motor Rating & Performance»).
 * - Three-phase generating sets are rated in kVA at a power factor of 0.8 by industry convention, so that their kW
 *   are 80 % of their kVA (depco.com, «Generator power factor»; emersoneims.com, «Generators»; eng-tips.com thread
 *   447710, which adds that small sets are often rated at 1).
 */
export const ELECTRIC_POWER_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: 'vatios-a-amperios',
    name: 'Vatios a amperios',
    heading: 'Vatios a amperios a 230 V',
    title: 'Vatios a amperios: cuántos amperios son 1000 W a 230 V, con tabla',
    description:
      'Pasa vatios a amperios en un enchufe de 230 V, monofásico y con factor de potencia 1: cuántos amperios son 1000 W. Con tabla y la cuenta a 220, 127 y 120 V.',
    intro:
      'Esta página supone un enchufe de 230 V, corriente alterna monofásica y un aparato que solo calienta, con factor de potencia 1. Así, los amperios son los vatios divididos entre 230: 1000 W son unos 4.35 A.',
    tableTitle: 'Vatios y amperios a 230 V en monofásica, con factor de potencia 1',
    text: [
      'La pregunta llega casi siempre con un aparato en la mano: ¿cuántos amperios pide este calefactor, este horno o este hervidor, y caben en el enchufe o en la regleta (zapatilla, multicontacto)? La placa de características da los vatios, y el interruptor automático del cuadro eléctrico (tablero), los amperios. Los 230 V son la tensión de los enchufes en España y en el resto de la Unión Europea.',
      'Con otra tensión cambia la respuesta: los mismos 1000 W son unos 4.55 A a 220 V, como en Argentina o Perú; unos 7.87 A a 127 V, como en México, y unos 8.33 A a los 120 V de Estados Unidos. Si vives en uno de esos países, cambia la tensión en la calculadora.',
      'Con motores la cuenta se queda corta. Un aire acondicionado, un refrigerador (frigorífico, heladera) o una bomba tienen un factor de potencia menor que 1 y piden más corriente que sus vatios entre 230: con un factor de 0.8, los mismos 1000 W son unos 5.43 A. Si la placa da el factor de potencia, a veces escrito cos φ, escríbelo en la calculadora.',
    ],
    questions: [
      {
        question: '¿Cuántos amperios son 2000 W a 230 V?',
        answer:
          'Unos 8.7 A, porque 2000 ÷ 230 da 8.696… Dos calefactores de 2000 W en el mismo circuito piden unos 17.39 A, más de los 16 A del circuito de enchufes de una vivienda española.',
      },
      {
        question: '¿Sirve la misma cuenta para una batería?',
        answer:
          'Sí, sin factor de potencia: en corriente continua los amperios son los vatios entre los voltios. A 12 V, 1000 W son unos 83.33 A.',
      },
    ],
    reverse: 'amperios-a-vatios',
  },
  {
    slug: 'amperios-a-vatios',
    name: 'Amperios a vatios',
    heading: 'Amperios a vatios a 230 V',
    title: 'Amperios a vatios: cuánta potencia cabe en 10, 16 o 25 A a 230 V',
    description:
      'Pasa amperios a vatios a 230 V en monofásica, con factor de potencia 1: cuánto admite un interruptor de 16 A. Con tabla de 1 a 63 A y los circuitos de una casa.',
    intro:
      'Esta página supone 230 V, corriente alterna monofásica y factor de potencia 1. Así, los vatios son los amperios multiplicados por 230: un interruptor de 16 A admite 16 × 230 = 3680 W.',
    tableTitle: 'Amperios y vatios a 230 V en monofásica, con factor de potencia 1',
    text: [
      'Es la cuenta al revés de la anterior: se sabe cuántos amperios tiene el interruptor, el enchufe o la regleta, y se quiere saber cuántos vatios se pueden conectar a la vez. En una vivienda española, la instrucción ITC-BT-25 del Reglamento electrotécnico para baja tensión fija el interruptor de cada circuito: 10 A para la iluminación, 2300 W; 16 A para los enchufes de uso general, 3680 W; 20 A para la lavadora, el lavavajillas y el termo, 4600 W, y 25 A para la cocina y el horno, 5750 W.',
      'Las potencias que se contratan en una casa española salen de la misma cuenta: 3.45 kW son 15 A a 230 V, 4.6 kW son 20 A, y 5.75 kW, 25 A, que es también la electrificación básica mínima de una vivienda según la instrucción ITC-BT-10.',
      'El resultado es el máximo con factor de potencia 1. Con motores o fuentes de alimentación, los mismos amperios dan menos vatios: 16 A a 230 V con un factor de 0.9 son 3312 W. Y un interruptor no corta justo en su número: la página principal de la calculadora explica cuánto aguanta por encima de él.',
    ],
    questions: [
      {
        question: '¿Cuántos vatios aguanta un enchufe de 16 A?',
        answer: '3680 W a 230 V con aparatos que solo calientan: 16 × 230 = 3680. A 220 V serían 3520 W.',
      },
      {
        question: '¿Y a 120 V, como en Estados Unidos?',
        answer: 'Un circuito de 15 A admite 15 × 120 = 1800 W, y uno de 20 A, 2400 W, con factor de potencia 1.',
      },
    ],
    reverse: 'vatios-a-amperios',
  },
  {
    slug: 'kw-a-amperios-trifasico',
    name: 'kW a amperios en trifásica',
    heading: 'Kilovatios a amperios en trifásica a 400 V',
    title: 'kW a amperios en trifásica: la corriente por fase a 400 V, con tabla',
    description:
      'Pasa kilovatios a amperios por fase en trifásica a 400 V entre fases, con el factor de potencia de un motor a plena carga. Con tabla de motores hasta 75 kW.',
    intro:
      'Esta página supone una red trifásica de 400 V entre fases, carga equilibrada y un factor de potencia de 0.85, el de un motor de inducción a plena carga. La corriente de cada fase es la potencia dividida entre √3 × 400 V × 0.85: 1 kW son unos 1.7 A.',
    tableTitle: 'Kilovatios y amperios por fase en trifásica a 400 V',
    text: [
      'Talleres, bombas de riego, ascensores y compresores grandes se alimentan en trifásica, y la pregunta es siempre la misma: ¿cuántos amperios por fase pide esta potencia, para elegir el cable y el interruptor? Los 400 V entre fases son los de España y del resto de la Unión Europea. El factor de potencia de 0.85 es el que la guía de instalaciones eléctricas de Schneider Electric da para un motor de inducción a plena carga; a media carga baja a 0.73, y la corriente no baja tanto como la potencia.',
      'Hay dos errores frecuentes. El primero, usar la tensión entre fase y neutro, 230 V, en lugar de la tensión entre fases: 1 kW saldría a unos 2.95 A en vez de unos 1.7 A. El segundo, olvidar que la potencia de la placa de un motor es la que entrega en el eje, no la que toma de la red: hay que dividirla antes entre el rendimiento. Con un rendimiento del 85 %, 1 kW en el eje pide unos 2 A por fase, de ahí la cuenta rápida de 2 A por kW para motores a 400 V.',
      'En redes de 220 V entre fases, como la trifásica de 220Y/127 V de México, la corriente sale 400 ÷ 220 veces mayor: 1 kW con el mismo factor son unos 3.09 A. La tabla usa potencias habituales de motores, de 0.75 a 75 kW.',
    ],
    questions: [
      {
        question: '¿Cuántos amperios pide un motor de 7.5 kW a 400 V?',
        answer:
          'Con un factor de potencia de 0.85, 7.5 kW tomados de la red son unos 12.74 A por fase. Si los 7.5 kW son los de la placa, divide antes entre el rendimiento: con un 90 %, salen unos 14.15 A.',
      },
      {
        question: '¿Por qué se multiplica por √3 y no por 3?',
        answer:
          'Las tres fases suman 3 × V de fase × I, y la tensión entre fases es √3 veces la de fase y neutro: 3 × 230 V son casi lo mismo que √3 × 400 V. La fórmula usa la tensión entre fases, la que da la placa del motor.',
      },
    ],
  },
  {
    slug: 'kva-a-amperios',
    name: 'kVA a amperios',
    heading: 'kVA a amperios en trifásica a 400 V',
    title: 'kVA a amperios: la corriente de un generador o transformador a 400 V',
    description:
      'Pasa los kVA de un generador, un transformador o un SAI (UPS) a amperios por fase en trifásica a 400 V, sin factor de potencia. Con tabla de 5 a 1000 kVA.',
    intro:
      'Esta página supone una red trifásica de 400 V entre fases con la carga equilibrada. Los kVA ya son voltios por amperios, así que no hace falta el factor de potencia: la corriente por fase es S ÷ (√3 × V), y 100 kVA son unos 144.34 A.',
    tableTitle: 'kVA y amperios por fase en trifásica a 400 V',
    text: [
      'Generadores, transformadores y sistemas de alimentación ininterrumpida se venden por kVA porque lo que los calienta es la corriente, y la corriente depende de los voltamperios, no de los vatios. Por eso 1 kVA a 400 V en trifásica son siempre unos 1.44 A por fase, sea cual sea la carga. Quien elige el cable o el interruptor de salida de un grupo electrógeno parte de este número.',
      'Los vatios sí dependen del factor de potencia. Los grupos electrógenos trifásicos se suelen dar con un factor de 0.8, así que uno de 100 kVA entrega 80 kW como máximo: el motor diésel está pensado para esos 80 kW, y 100 kW de calefactores lo sobrecargarían aunque la corriente no pasara de los 144.34 A de la tabla.',
      'En monofásica no hay √3: la corriente es S ÷ V. Un generador portátil de 5 kVA a 230 V da unos 21.74 A; la calculadora lo hace si eliges alterna monofásica.',
    ],
    questions: [
      {
        question: '¿Cuántos amperios da un generador de 20 kVA?',
        answer: 'En trifásica a 400 V, unos 28.87 A por fase; en monofásica a 230 V, unos 86.96 A.',
      },
      {
        question: '¿Por qué no hace falta el factor de potencia?',
        answer:
          'Porque los kVA ya cuentan toda la corriente, también la que no se convierte en trabajo: en trifásica, S = √3 × V × I. El factor de potencia solo hace falta para pasar de kVA a kW.',
      },
    ],
  },
  {
    slug: 'vatios-a-amperios-12-v',
    name: 'Vatios a amperios en 12 V',
    heading: 'Vatios a amperios en 12 V de corriente continua',
    title: 'Vatios a amperios en 12 V: baterías, vehículos y paneles solares, con tabla',
    description:
      'Pasa vatios a amperios en 12 V de corriente continua, la de baterías, autocaravanas (casas rodantes) e instalaciones solares: 100 W son más de 8 A. Con tabla de 5 a 2000 W.',
    intro:
      'Esta página supone 12 V de corriente continua, la tensión nominal de la batería de un automóvil. En continua no hay factor de potencia: los amperios son los vatios divididos entre los voltios, y 100 W son unos 8.33 A.',
    tableTitle: 'Vatios y amperios a 12 V en corriente continua',
    text: [
      'Es la cuenta de las autocaravanas, los barcos, las instalaciones solares aisladas y los accesorios del automóvil: a 12 V hacen falta muchos amperios para poca potencia. Una nevera portátil de 60 W pide 5 A, y un aparato de 1000 W conectado a la batería a través de un inversor, más de 83 A, porque el inversor además pierde algo en la conversión.',
      'Por eso las instalaciones grandes suben la tensión: los mismos 1000 W son unos 41.67 A a 24 V y unos 20.83 A a 48 V. Con menos corriente el cable puede ser más fino y se pierde menos energía en él, porque esas pérdidas crecen con el cuadrado de la corriente.',
      'Con los amperios se calcula también cuánto dura una batería: una de 100 Ah alimentaría esa nevera, si su compresor no parara nunca, unas 20 horas en teoría, 100 Ah ÷ 5 A. En la práctica hay que contar con menos, porque no conviene descargar la batería del todo y su tensión real no es siempre de 12 V.',
    ],
    questions: [
      {
        question: '¿Cuántos amperios son 100 W a 12 V?',
        answer: 'Unos 8.33 A: 100 ÷ 12 = 8.333…',
      },
      {
        question: '¿Cuántos vatios aguanta la toma del encendedor (mechero) de un automóvil?',
        answer:
          'Depende de su fusible: con uno de 10 A son 120 W a 12 V, y con uno de 15 A, 180 W. El manual del vehículo dice cuál lleva.',
      },
    ],
  },
];
