import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { radiacion } from './units';

export const radiacionContent: ConverterContent<UnitKey<typeof radiacion>> = {
  heading: 'Convertidor de dosis de radiación',
  intro:
    'Convierte dosis de radiación entre grays, sieverts, rads y rems. La equivalencia entre dosis absorbida y dosis equivalente supone un factor de ponderación de 1, el de los rayos X, gamma y beta.',
  cards: [
    { title: 'Grays a rads', from: 'grays', to: 'rads', example: 2 },
    { title: 'Rads a grays', from: 'rads', to: 'grays', example: 500 },
    { title: 'Sieverts a rems', from: 'sieverts', to: 'rems', example: 0.05 },
    { title: 'Rems a sieverts', from: 'rems', to: 'sieverts', example: 0.1 },
    { title: 'Grays a sieverts', from: 'grays', to: 'sieverts', example: 0.02 },
    { title: 'Rems a grays', from: 'rems', to: 'grays', example: 5 },
  ],
  note: {
    title: 'Grays y sieverts solo coinciden con factor de ponderación 1',
    text: 'Este convertidor iguala 1 Gy a 1 Sv (y 1 rad a 1 rem), lo que solo es cierto para radiación con factor de ponderación 1: rayos X, rayos gamma y partículas beta (electrones). Para las partículas alfa el factor es 20, de modo que 1 Gy absorbido equivale a 20 Sv, y para los neutrones varía según su energía. En esos casos la dosis absorbida (Gy) y la dosis equivalente (Sv) son distintas y no deben convertirse una en otra con este factor.',
  },
  sections: [
    {
      title: 'Dosis absorbida y dosis equivalente',
      paragraphs: [
        'El gray (Gy) mide la dosis absorbida: la energía que la radiación deposita en la materia, un julio por kilogramo. Lleva el nombre del físico británico Louis Harold Gray y se adoptó en 1975. El sievert (Sv), adoptado en 1979 en honor del sueco Rolf Sievert, también equivale a un julio por kilogramo, pero mide la dosis equivalente: la dosis absorbida multiplicada por un factor de ponderación que refleja el daño biológico de cada tipo de radiación. Para rayos X, gamma y electrones ese factor es 1 y las dos cifras coinciden.',
      ],
    },
    {
      title: 'Rads y rems',
      paragraphs: [
        'Son las unidades anteriores al Sistema Internacional. El rad (radiation absorbed dose) equivale a 100 ergios por gramo, es decir, 0.01 Gy; el rem (roentgen equivalent man) equivale a 0.01 Sv. Siguen en uso en Estados Unidos, donde la normativa de protección radiológica fija el límite anual para trabajadores en 5 rem, que son 50 mSv. En radioterapia es frecuente el centigray (cGy), que equivale exactamente a un rad.',
      ],
    },
    {
      title: 'Valores de referencia',
      paragraphs: [
        'La radiación natural supone de media unos 2.4 mSv al año por persona en el mundo. Una radiografía de tórax aporta del orden de 0.02 a 0.1 mSv, y una tomografía de abdomen unos 8 a 10 mSv. La Comisión Internacional de Protección Radiológica recomienda no superar 1 mSv al año para el público, aparte de la radiación natural y la médica, y 20 mSv al año de media para los trabajadores expuestos. En radioterapia, en cambio, se administran al tumor dosis de 60 a 70 Gy en sesiones de unos 2 Gy, y esas cifras se expresan siempre en grays.',
        'Un ejemplo: 50 mSv son 0.05 Sv, que equivalen a 5 rem; si se trata de rayos gamma, corresponden también a 0.05 Gy o 5 rad.',
      ],
    },
    {
      title: 'Milisieverts, microsieverts, miligrays y milirems',
      paragraphs: [
        'Las dosis de la vida diaria son mucho menores que un sievert o un gray, así que el convertidor añade los submúltiplos del Sistema Internacional: el milisievert (mSv) y el microsievert (µSv), la milésima y la millonésima parte del sievert, y el miligray (mGy) y el microgray (µGy). Los dosímetros y detectores portátiles suelen mostrar la tasa de dosis en µSv/h; las dosis anuales y las de las pruebas médicas se dan en mSv, y los tomógrafos informan de la dosis absorbida en mGy, en el índice llamado CTDIvol.',
        'En Estados Unidos sigue en uso el milirem (mrem), la milésima parte del rem: 1 mrem son 10 µSv, y el límite anual que la Comisión Reguladora Nuclear (NRC) fija para el público, 100 mrem, equivale a 1 mSv, como el de la ICRP; aquí, 1 mSv → 100 mrem. El centigray de los informes de radioterapia no aparece aparte porque es exactamente un rad: para convertir cGy, elige rads.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'Confundir milisieverts con microsieverts, que difieren en un factor de 1000: los dosímetros suelen mostrar µSv/h. Tomar el símbolo rad por el del radián, la unidad de ángulo. Y aplicar la igualdad entre grays y sieverts a radiación alfa, como la del radón, o a neutrones. Para convertir tasas de dosis, como µSv/h a mrem/h, basta con mantener la misma unidad de tiempo en ambos lados. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado.',
      ],
    },
  ],
};
