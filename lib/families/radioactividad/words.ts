import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { radioactividad } from './units';

export const radioactividadContent: ConverterContent<UnitKey<typeof radioactividad>> = {
  heading: 'Convertidor de radiactividad',
  intro:
    'Convierte la actividad de una fuente radiactiva entre becquereles, curies y rutherfords. Como estas unidades difieren en muchos órdenes de magnitud, los resultados muy pequeños se escriben en notación científica, por ejemplo 2.7027 × 10⁻¹¹ Ci.',
  cards: [
    { title: 'Curies a becquereles', from: 'curies', to: 'becquerels', example: 1 },
    { title: 'Becquereles a curies', from: 'becquerels', to: 'curies', example: 37000 },
    { title: 'Rutherfords a becquereles', from: 'rutherfords', to: 'becquerels', example: 2 },
    { title: 'Becquereles a rutherfords', from: 'becquerels', to: 'rutherfords', example: 5000000 },
    { title: 'Curies a rutherfords', from: 'curies', to: 'rutherfords', example: 0.02 },
    { title: 'Rutherfords a curies', from: 'rutherfords', to: 'curies', example: 740 },
  ],
  sections: [
    {
      title: '¿Qué mide la actividad?',
      paragraphs: [
        'La actividad de una muestra radiactiva es el número de núcleos que se desintegran en ella cada segundo. No dice por sí sola cuánto daño puede causar: eso depende del tipo de radiación, de su energía y de si la fuente está fuera o dentro del cuerpo, y se mide como dosis en grays o sieverts. La actividad tampoco es constante: disminuye con el tiempo según el periodo de semidesintegración de cada isótopo.',
      ],
    },
    {
      title: 'El becquerel',
      paragraphs: [
        'El becquerel (Bq) es la unidad del Sistema Internacional desde 1975 y equivale a una desintegración por segundo. Lleva el nombre de Henri Becquerel, que descubrió la radiactividad en 1896 al comprobar que las sales de uranio velaban placas fotográficas. Es una unidad muy pequeña, por lo que se usan a menudo sus múltiplos: kilobecquereles, megabecquereles y gigabecquereles.',
      ],
    },
    {
      title: 'El curie y el rutherford',
      paragraphs: [
        'El curie (Ci) se adoptó en 1910 en honor de Pierre y Marie Curie, descubridores del polonio y el radio. Originalmente correspondía a la actividad de un gramo de radio-226; como las mediciones de esa actividad daban valores algo distintos (hoy se sabe que es de unos 3.66 × 10¹⁰ Bq), más tarde se fijó por convenio en exactamente 3.7 × 10¹⁰ Bq. Sigue usándose en Estados Unidos, sobre todo en medicina nuclear, con sus submúltiplos milicurie y microcurie: un detector de humo iónico contiene del orden de un microcurie de americio-241, unos 37 000 Bq.',
        'El rutherford (Rd), propuesto en 1946 en honor de Ernest Rutherford, equivale a un millón de desintegraciones por segundo, es decir, a un megabecquerel. Nunca llegó a generalizarse y hoy está en desuso.',
      ],
    },
    {
      title: 'Kilobecquereles, milicuries y desintegraciones por minuto',
      paragraphs: [
        'Como el becquerel es diminuto, en la práctica se usan sus múltiplos con los prefijos del Sistema Internacional: el kilobecquerel (kBq), el megabecquerel (MBq), el gigabecquerel (GBq) y el terabecquerel (TBq), cada uno mil veces el anterior. Las actividades que se administran en medicina nuclear suelen darse en megabecquereles, y las fuentes de cobalto-60 de los equipos de radioterapia llegan a cientos de terabecquereles. En Estados Unidos siguen en uso los submúltiplos del curie, que al fijarse el curie en 3.7 × 10¹⁰ Bq salen exactos: 1 mCi son 37 MBq, 1 µCi son 37 kBq, 1 nCi son 37 Bq y 1 pCi son 0.037 Bq.',
        'El picocurie es la unidad con que la Agencia de Protección Ambiental de Estados Unidos (EPA) mide el radón en el aire de las viviendas: recomienda actuar a partir de 4 pCi por litro, que son 148 Bq por metro cúbico. Las desintegraciones por minuto (dpm) son la unidad de los laboratorios que cuentan las desintegraciones de una muestra, por ejemplo en los frotis para detectar contaminación: como el becquerel es una desintegración por segundo, 1 Bq son 60 dpm y 1 µCi son 2 220 000 dpm. Un ejemplo del convertidor: 1 mCi → 37 MBq.',
      ],
    },
    {
      title: 'Ejemplo y errores frecuentes',
      paragraphs: [
        'Una gammagrafía ósea con tecnecio-99m emplea una actividad de unos 740 MBq: son 740 Rd, o 740 000 000 ÷ 37 000 000 000 = 0.02 Ci, es decir, 20 mCi. El convertidor lo muestra como 0.02 Ci; un valor mucho menor, como 1 Bq, aparece como 2.7027 × 10⁻¹¹ Ci, es decir, 2.7027 multiplicado por 10 elevado a −11. Los errores más comunes son leer mal ese exponente, confundir milicuries con microcuries y tratar los becquereles como si fueran una dosis: pasar de Bq a Sv exige coeficientes de dosis que dependen del isótopo y de la vía de exposición, no un simple factor. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado.',
      ],
    },
  ],
};
