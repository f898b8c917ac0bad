import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { energia } from './units';

export const energiaContent: ConverterContent<UnitKey<typeof energia>> = {
  heading: 'Convertidor de energía',
  intro:
    'Convierte entre julios, calorías, kilovatios hora y kilocalorías. Escribe un valor, elige las unidades y el resultado aparece al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Julios a calorías', from: 'joules', to: 'calorias', example: 1000 },
    { title: 'Calorías a julios', from: 'calorias', to: 'joules', example: 500 },
    { title: 'Kilocalorías a julios', from: 'kilocalorias', to: 'joules', example: 250 },
    { title: 'Kilocalorías a kilovatios hora', from: 'kilocalorias', to: 'kilowatt_hora', example: 2000 },
    { title: 'Kilovatios hora a kilocalorías', from: 'kilowatt_hora', to: 'kilocalorias', example: 1 },
    { title: 'Julios a kilovatios hora', from: 'joules', to: 'kilowatt_hora', example: 1000000 },
  ],
  sections: [
    {
      title: '¿Qué es el julio?',
      paragraphs: [
        'El julio (joule en inglés, símbolo J) es la unidad de energía del Sistema Internacional. Un julio es el trabajo que realiza una fuerza de un newton al desplazar un objeto un metro en su misma dirección, y también la energía que consume un aparato de un vatio durante un segundo. Debe su nombre al físico inglés James Prescott Joule (1818-1889), cuyos experimentos con una rueda de paletas que agitaba agua mostraron que el trabajo mecánico y el calor son dos formas de la misma magnitud. Es una cantidad pequeña: levantar una manzana de 100 gramos a un metro del suelo cuesta aproximadamente un julio.',
      ],
    },
    {
      title: 'Calorías y kilocalorías',
      paragraphs: [
        'La caloría nació en el siglo XIX como la energía necesaria para calentar un gramo de agua un grado Celsius. Como esa cantidad varía un poco según la temperatura del agua, llegó a haber varias calorías distintas. Este convertidor usa la caloría termoquímica, definida exactamente como 4.184 julios; la kilocaloría son 1000 calorías, es decir, 4184 julios. La llamada caloría internacional, de 4.1868 julios, difiere de ella en menos de un 0.1 %.',
        'Ojo con las etiquetas de los alimentos: las «Calorías» que aparecen en ellas son en realidad kilocalorías. En textos de nutrición a veces se escribe Caloría con mayúscula para distinguirla, pero en el habla diaria se dice «calorías» a secas. Un yogur de 100 «calorías» aporta 100 kcal, o sea, 100 000 calorías en sentido estricto. En la Unión Europea la etiqueta debe indicar el valor energético en kilojulios y en kilocalorías, y la ingesta de referencia de un adulto es de 8400 kJ, equivalentes a 2000 kcal.',
      ],
    },
    {
      title: 'El kilovatio hora',
      paragraphs: [
        'El kilovatio hora (kWh) es la energía que consume un aparato de 1000 vatios funcionando durante una hora: 1000 W × 3600 s = 3 600 000 J. Es la unidad con la que las compañías eléctricas facturan el consumo y con la que se expresa la capacidad de las baterías de los coches eléctricos. Un error muy común es confundir el kilovatio (kW), que mide potencia, con el kilovatio hora, que mide energía: un horno de 2 kW encendido durante media hora consume 1 kWh.',
      ],
    },
    {
      title: 'BTU, termias, electronvoltios y otras unidades',
      paragraphs: [
        // Issue 32: NIST SP 811 (2008) appendix B.8 gives the BTU (IT), the therms (EC and U.S.) and the foot
        // pound-force, but no thermie (nor does the NISTunits package, which implements B.8); the termia is the
        // DLE's 'un millón de calorías' (the French thermie, 10⁶ cal₁₅ ≈ 4.1855 MJ, legal 1919–1977: sizes.com),
        // here with the site's thermochemical calorie (D7). Checked 2026-11-27.
        'Además de las cuatro unidades de siempre, el convertidor incluye los múltiplos del julio (kJ, MJ, GJ) y del vatio hora (Wh, MWh), y varias unidades con historia propia. La BTU, el therm y el pie-libra fuerza tienen el valor exacto que da el apéndice B de la guía SP 811 del NIST. La BTU (unidad térmica británica) de la tabla internacional es el calor que eleva una libra de agua un grado Fahrenheit, medido con la caloría internacional de 4.1868 J que fijó la Quinta Conferencia Internacional sobre las Propiedades del Vapor (Londres, 1956): 1055.05585262 J. El therm estadounidense, con el que se factura el gas natural en Estados Unidos, son 100 000 BTU medidas a 59 °F: 105 480 400 J. No lo confundas con la termia (en francés thermie, símbolo th), la unidad de las antiguas facturas de gas en España, que la guía del NIST no recoge: el Diccionario de la lengua española la define como un millón de calorías, y con la caloría termoquímica que usa este convertidor son 4.184 MJ, de modo que un therm son unas 25.2 termias. El pie-libra fuerza es el trabajo de una libra-fuerza a lo largo de un pie: 0.3048 × 4.4482216152605 ≈ 1.3558179483314 J.',
        'En física de partículas se usa el electronvoltio (eV), la energía que gana un electrón al atravesar una diferencia de potencial de un voltio; desde 2019 la carga elemental tiene un valor exacto, y con ella 1 eV = 1.602176634 × 10⁻¹⁹ J. El ergio es la unidad del antiguo sistema cegesimal, 10⁻⁷ J. Y las estadísticas energéticas de los países se publican en toneladas equivalentes de petróleo (tep): la Agencia Internacional de la Energía la fija por convenio en 10 gigacalorías internacionales, es decir, 41.868 GJ u 11.63 MWh, una cifra redonda que no depende del crudo que se queme.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Cada valor se pasa primero a julios y después a la unidad de destino. Por ejemplo, 2000 kcal son 2000 × 4184 = 8 368 000 J; al dividir entre 3 600 000 se obtienen unos 2.32 kWh. Dicho de otro modo, la energía de la dieta de referencia de un día equivale a la que gasta ese horno de 2 kW en algo más de una hora.',
        'El otro error habitual es mezclar calorías y kilocalorías, que se llevan un factor de 1000. El convertidor parte de las definiciones exactas y solo redondea al mostrar el resultado, con seis decimales; los valores muy pequeños, como un julio expresado en kilovatios hora, aparecen en notación científica (2.77778 × 10⁻⁷).',
      ],
    },
  ],
};
