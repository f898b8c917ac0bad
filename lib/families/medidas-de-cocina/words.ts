import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { medidasDeCocina } from './units';

/**
 * D29: the cooking page's words. The formula cards are the conversions that need no ingredient (volume to volume,
 * mass to mass); what a cup of each ingredient weighs is computed by the engine from the figures of ingredients.ts,
 * in the converter's table and on the pair pages, never typed here.
 */
export const medidasDeCocinaContent: ConverterContent<UnitKey<typeof medidasDeCocina>> = {
  heading: 'Convertidor de medidas de cocina',
  intro:
    'Pasa tazas, cucharadas y cucharaditas a gramos y al revés según el ingrediente: harina, azúcar, mantequilla, arroz, leche, aceite y más de cincuenta alimentos, con la fuente de cada cifra. Entre medidas de volumen, o entre medidas de peso, la conversión es exacta y no hace falta elegir ingrediente.',
  wording: {
    groups: {
      metrico: 'Métrico',
      anglosajon: 'EE. UU. y R. U.',
      regional: 'Tradicional y regional',
      cientifico: 'Científico',
      decimal: 'Decimales (potencias de 1000)',
      binario: 'Binarias (potencias de 1024)',
      otras: 'Otras',
      volumen: 'Volumen (tazas, cucharas, mililitros)',
      masa: 'Peso (gramos, onzas, libras)',
    },
  },
  cards: [
    { title: 'Tazas de EE. UU. a mililitros', from: 'tazas_us', to: 'mililitros', example: 2 },
    { title: 'Tazas métricas a tazas de EE. UU.', from: 'tazas_metricas', to: 'tazas_us', example: 1 },
    { title: 'Cucharadas de EE. UU. a mililitros', from: 'cucharadas_us', to: 'mililitros', example: 3 },
    { title: 'Onzas líquidas de EE. UU. a mililitros', from: 'onzas_liquidas', to: 'mililitros', example: 4 },
    { title: 'Onzas a gramos', from: 'onzas', to: 'gramos', example: 8 },
    { title: 'Libras a gramos', from: 'libras', to: 'gramos', example: 1 },
  ],
  note: {
    title: 'Cifras aproximadas, con su fuente',
    text: 'De volumen a peso el resultado depende del ingrediente y de cómo se llena la taza, y siempre es aproximado. Cada cifra es el peso de una porción que publica el Departamento de Agricultura de EE. UU. (USDA FoodData Central, datos SR Legacy, de dominio público), con el número del alimento, y aparece debajo del resultado.',
  },
  sections: [
    {
      title: 'Por qué una taza de harina no pesa lo mismo que una de azúcar',
      paragraphs: [
        // Issue 32 (its audit of the USDA records): SR Legacy NDB 14555 (FDC 174158), water, bottled, generic, weighs
        // 1 g per mL, and its cup is 237 g, so 1 L at the cup's figure would be 1001.74 g: the converter takes the
        // per-mL figure for water (ingredients.ts), and the text says the other portions are rounded. The per-mL
        // figure is the audit's, not re-read here (2026-11-27).
        'Una taza mide volumen, no peso. Lo que cabe en ella pesa según la densidad del ingrediente: la harina es un polvo lleno de aire, el azúcar son cristales que se apoyan unos en otros y la miel es un líquido más denso que el agua. Por eso una taza de miel pesa casi el triple que una de harina, y una de copos de avena apenas dos tercios de la de harina. Una receta que dice «una taza» da por hecho un modo de llenarla, y la báscula es más fiable que cualquier taza.',
        'Las cifras de este convertidor salen de la base de datos de composición de alimentos del Departamento de Agricultura de Estados Unidos (USDA), que pesa porciones reales de cada alimento y publica el resultado con el número del alimento. Son de dominio público y se pueden comprobar, pero cada una es el peso de una medida concreta redondeado al gramo, así que dos medidas del mismo alimento no siempre cuadran del todo: el USDA da 237 g a la taza de agua, que harían pesar un litro algo más de un kilo, aunque el mismo registro pesa el agua a un gramo por mililitro. Para el agua, el convertidor toma ese gramo por mililitro. Elige el ingrediente y verás debajo del resultado de dónde sale la cifra.',
      ],
    },
    {
      title: 'Las tazas y cucharas de cada país',
      paragraphs: [
        'La taza de las recetas estadounidenses, que es la de casi todas las recetas traducidas del inglés, mide 236.5882365 mL, media pinta de EE. UU.; su cucharada es media onza líquida y su cucharadita, un tercio de cucharada. Australia, Nueva Zelanda y Canadá usan una taza métrica de 250 mL, y las cucharas métricas de 15 y 5 mL son las de las recetas de España y de casi toda América Latina. La diferencia entre las dos tazas es de casi un 6 %, que en un bizcocho se nota poco y en el pan algo más.',
        'En las etiquetas de información nutricional de EE. UU. se usa otra más, la taza legal de 240 mL. Un «vaso» o una «pizca» no tienen un volumen fijo, y por eso no están en el convertidor: si una receta los usa, la medida depende de quien la escribió.',
      ],
    },
    {
      title: 'Cómo medir: con cuchara y enrasado, o compactado',
      paragraphs: [
        'La harina se mide echándola con una cuchara en la taza, sin sacudirla ni apretarla, y pasando un cuchillo por el borde para enrasarla. Si hundes la taza en el paquete, la harina se compacta y entra bastante más, y la masa sale seca. El azúcar glas se mide sin tamizar, como da su cifra el USDA; tamizado pesa menos.',
        'El azúcar moreno es la excepción: las recetas lo piden compactado, apretado con la cuchara hasta que conserva la forma de la taza al volcarlo, y así lo pesa la fuente. Las pasas se miden sueltas y las nueces, picadas. Los líquidos se miden en una jarra transparente y a la altura de los ojos. La mantequilla se vende en España y América Latina en bloques de peso conocido, así que lo más práctico es pasar las cucharadas a gramos y cortar el bloque.',
      ],
    },
    {
      title: 'Volumen a volumen y peso a peso, sin ingrediente',
      paragraphs: [
        'Entre medidas del mismo tipo la conversión no depende del ingrediente y es exacta: una taza de EE. UU. son 16 cucharadas estadounidenses o 48 cucharaditas estadounidenses, y una onza son 28.349523125 gramos exactos, la dieciseisava parte de la libra de 0.45359237 kg. En ese caso el selector de ingrediente lo dice y no cambia nada.',
      ],
    },
  ],
};
