import type { ConverterContent } from '@/lib/content/types';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import type { UnitKey } from '@/lib/units/types';
import type { tiempo } from './units';

export const tiempoContent: ConverterContent<UnitKey<typeof tiempo>> = {
  // D24: the long select's two groups are the calendar and clock units and the SI second with its fractions.
  wording: {
    groups: { ...DEFAULT_WORDING.groups, otras: 'Calendario y reloj', metrico: 'Segundo y fracciones (SI)' },
  },
  heading: 'Convertidor de tiempo',
  intro:
    'Convierte entre años, meses, semanas, días, horas, minutos, segundos, milisegundos y microsegundos. Escribe una cantidad, elige las unidades y el resultado aparece al instante.',
  cards: [
    { title: 'Horas a minutos', from: 'horas', to: 'minutos', example: 2.5 },
    { title: 'Minutos a segundos', from: 'minutos', to: 'segundos', example: 15 },
    { title: 'Días a horas', from: 'dias', to: 'horas', example: 3 },
    { title: 'Semanas a días', from: 'semanas', to: 'dias', example: 12 },
    { title: 'Años a días', from: 'años', to: 'dias', example: 2 },
    { title: 'Segundos a milisegundos', from: 'segundos', to: 'milisegundos', example: 9.58 },
  ],
  sections: [
    {
      title: 'El segundo y sus múltiplos',
      paragraphs: [
        'El segundo es la unidad de tiempo del Sistema Internacional. Desde 1967 se define con un reloj atómico: es la duración de 9 192 631 770 oscilaciones de la radiación de una transición del átomo de cesio 133. El minuto, la hora y el día no pertenecen al Sistema Internacional, pero se aceptan junto a él: un minuto son 60 segundos, una hora 60 minutos y un día 24 horas, es decir, 86 400 segundos. La división en sesenta viene de la astronomía babilónica, que contaba en base 60.',
        'Hacia abajo, las unidades son decimales: un milisegundo es la milésima parte de un segundo y un microsegundo, la millonésima. Los milisegundos aparecen en el cronometraje deportivo, en la latencia de una conexión a internet o en los tiempos de reacción; los microsegundos, en electrónica e informática.',
      ],
    },
    {
      title: '¿Por qué un año son 365.25 días y un mes 30.4375?',
      paragraphs: [
        'Los años del calendario tienen 365 o 366 días y los meses, entre 28 y 31. Para convertir hace falta un valor fijo, así que se usan promedios. El año es el año juliano de 365.25 días: la duración media de un año en el calendario juliano, con un bisiesto cada cuatro años, y el año que usa la astronomía, por ejemplo para definir el año luz. El calendario gregoriano actual da una media algo menor, 365.2425 días, porque se salta tres bisiestos cada 400 años. El mes es la doceava parte de ese año: 30.4375 días, una media que ningún mes real tiene.',
        'Por eso un año son 52.1786 semanas y no 52 exactas. Para contar el tiempo real entre dos fechas concretas, con sus meses y sus bisiestos, el sitio tiene una calculadora de duración aparte.',
      ],
    },
    {
      title: 'Nanosegundos, décadas, siglos y milenios',
      paragraphs: [
        'El nanosegundo es la milmillonésima parte de un segundo, con el prefijo nano del Sistema Internacional. Es la escala de la electrónica: en un nanosegundo la luz recorre unos 30 centímetros en el vacío, y un procesador de 3 GHz completa tres ciclos de reloj.',
        'En el otro extremo, la década, el siglo y el milenio son 10, 100 y 1000 años del mismo año juliano de 365.25 días. Un siglo tiene así 36 525 días, el siglo juliano que usan los astrónomos para medir el tiempo en sus fórmulas, y un milenio, 365 250. Son duraciones medias: un siglo concreto del calendario gregoriano tiene 36 524 o 36 525 días según cuántos bisiestos le toquen. Y recuerda que los siglos de la historia se cuentan desde el año 1, de modo que el siglo XXI empezó el 1 de enero de 2001.',
      ],
    },
    {
      title: 'Ejemplos y errores frecuentes',
      paragraphs: [
        'Cada unidad se pasa primero a segundos y después a la unidad de destino. Así, 2.5 horas son 2.5 × 60 = 150 minutos, una semana son 604 800 segundos y un año, 31 557 600. El convertidor usa estas definiciones exactas y solo redondea al mostrar el resultado, a cuatro decimales.',
        'El error más habitual es leer las horas decimales como si fueran minutos: 1.5 horas no son 1 hora y 50 minutos, sino 1 hora y 30 minutos. Otro es suponer que un mes tiene cuatro semanas: cuatro semanas son 28 días, y un mes medio tiene unas 4.35 semanas. Tampoco conviene calcular la edad en días multiplicando años por 365, porque se pierden los bisiestos.',
      ],
    },
  ],
};
