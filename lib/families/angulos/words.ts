import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { angulos } from './units';

export const angulosContent: ConverterContent<UnitKey<typeof angulos>> = {
  heading: 'Convertidor de ángulos',
  intro:
    'Convierte entre grados, radianes, minutos y segundos de arco, revoluciones y vueltas. Escribe un valor, elige las unidades y el resultado aparece al instante, calculado a partir de la vuelta completa: 360° = 2π radianes.',
  cards: [
    { title: 'Grados a radianes', from: 'grados', to: 'radianes', example: 90 },
    { title: 'Radianes a grados', from: 'radianes', to: 'grados', example: 1 },
    { title: 'Grados a minutos de arco', from: 'grados', to: 'minutos_arco', example: 1.5 },
    { title: 'Segundos de arco a grados', from: 'segundos_arco', to: 'grados', example: 45 },
    { title: 'Revoluciones a radianes', from: 'revoluciones', to: 'radianes', example: 1 },
    { title: 'Vueltas a grados', from: 'vueltas', to: 'grados', example: 1 },
  ],
  sections: [
    {
      title: 'Grados, minutos y segundos',
      paragraphs: [
        'El grado divide la circunferencia en 360 partes, una herencia de la astronomía babilónica y de su sistema de numeración en base 60. Por la misma razón cada grado se divide en 60 minutos de arco (′) y cada minuto en 60 segundos de arco (″), de modo que un grado son 3600 segundos. Es la unidad de la geografía, la navegación, la topografía y la astronomía: la latitud y la longitud se dan en grados, un minuto de latitud equivale aproximadamente a una milla náutica, y la Luna llena ocupa en el cielo alrededor de medio grado, unos 31 minutos de arco. Los segundos de arco sirven para medir detalles finos, como el paralaje de las estrellas o la resolución de un telescopio.',
      ],
    },
    {
      title: 'El radián',
      paragraphs: [
        'El radián es la unidad de ángulo del Sistema Internacional: es el ángulo cuyo arco mide lo mismo que el radio de la circunferencia. Una vuelta completa son 2π radianes, así que 1 rad equivale a unos 57.2958 grados y 1 grado a 0.017453 rad. Es la unidad natural de las matemáticas y la física, porque simplifica las derivadas de las funciones trigonométricas y las fórmulas del movimiento circular. Las funciones seno y coseno de las hojas de cálculo y de casi todos los lenguajes de programación esperan el ángulo en radianes.',
      ],
    },
    {
      title: 'Revoluciones y vueltas',
      paragraphs: [
        'Una revolución es un giro completo: 360 grados o 2π radianes. La vuelta es exactamente lo mismo con su nombre cotidiano; el convertidor ofrece las dos para que elijas la que te resulte más natural. Las revoluciones por minuto (rpm) miden el giro de motores, discos y lavadoras, y en el skate o el snowboard los trucos se nombran por los grados girados: un 900 son dos vueltas y media.',
      ],
    },
    {
      title: 'Grado centesimal, milirradián y milésima OTAN',
      paragraphs: [
        'El grado centesimal o gon divide la vuelta en 400 partes: un ángulo recto son 100 gon y 1 gon equivale a 0.9°. Nació en Francia con el sistema métrico decimal, a finales del siglo XVIII, y sigue vivo en topografía, donde muchos teodolitos y estaciones totales trabajan en gon; las calculadoras lo llaman GRAD. El milirradián (mrad) es la milésima parte del radián, un submúltiplo del Sistema Internacional. Como el arco es el radio por el ángulo, 1 mrad abarca 1 metro a 1 kilómetro de distancia, y por eso las miras telescópicas de tiro se ajustan en décimas de milirradián: 1 cm a 100 m.',
        'La milésima de la OTAN es la unidad de la artillería y de las brújulas militares: divide la vuelta en 6400 partes, un número que se puede partir por la mitad ocho veces (6400 = 2⁸ × 25) y que se acerca a los 6283 milirradianes de una vuelta. Una milésima mide 0.981748 mrad, así que conserva casi la misma regla práctica de un metro a un kilómetro. Otros ejércitos eligieron otras divisiones, como las 6000 del Pacto de Varsovia o las 6300 de Suecia. El convertidor usa las definiciones que recoge el NIST en su guía SP 811 (apéndice B): 1 gon = π/200 rad y 1 milésima = 2π/6400 rad. Por ejemplo, 1600 milésimas son un ángulo recto: 90° o 100 gon.',
      ],
    },
    {
      title: 'Un ejemplo y los errores más comunes',
      paragraphs: [
        'Para pasar 90 grados a radianes se multiplica por π/180: el resultado es π/2, unos 1.570796 rad. El convertidor usa esa relación exacta y solo redondea al mostrar el resultado, a seis decimales.',
        'El error más frecuente es calcular con la calculadora en el modo equivocado, DEG en lugar de RAD o al revés. Otro es leer los grados decimales como si fueran minutos: 40.5° no son 40°50′, sino 40°30′, porque la mitad de un grado son 30 minutos.',
      ],
    },
  ],
};
