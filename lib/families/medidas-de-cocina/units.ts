import { peso } from '@/lib/families/peso/units';
import { volumen } from '@/lib/families/volumen/units';
import { withDensity } from '@/lib/units/ingredients';
import type { Family, Unit, UnitGroup } from '@/lib/units/types';
import { INGREDIENTS } from './ingredients';

/**
 * A unit of another family as the kitchen lists it: the same definition (D28: one declaration per unit, its factor
 * typed once), in the kitchen's group, without the other page's `extra` and `alsoMeans`, which name units this page
 * does not have; `changes` are what the kitchen says differently (which cup plain 'taza' means).
 */
function inKitchen(unit: Unit, group: UnitGroup, changes: Partial<Unit> = {}): Unit {
  const { extra: _extra, alsoMeans: _alsoMeans, ...definition } = unit;
  return { ...definition, group, ...changes };
}

const v = volumen.units;
const m = peso.units;

/**
 * D29: the kitchen's units. Base unit: the litre, as on the volume page, so every volume keeps the volume page's
 * exact factor (US cup = US gal/16 = 0.2365882365 L, NIST Handbook 44 appendix C; metric cup 250 mL; spoons 15 and
 * 5 mL, US ones gal/256 and gal/768). The masses are the weight page's (gram, kilogram, milligram, the 1959 pound and
 * its ounce), declared here at a density of 1 kg/L, so a mass's factor is its mass in kilograms; `withDensity` moves
 * them to an ingredient's density. Mass to mass and volume to volume never depend on it.
 *
 * The page opens on the US cup, the cup of the recipes translated from English (D29), and its pair pages use it;
 * a question that names a cup beside a mass or an ingredient comes here, so plain 'taza' is the US cup, with the
 * metric one as its other reading; a cup to millilitres is the volume page's question, and there plain 'taza' stays
 * the metric one (each page's reading is declared on its unit, D28). Plain 'cucharada' and 'cucharadita' are the
 * metric 15 and 5 mL on both pages, with the US ones as their other reading. Plain 'onza' is the ounce of mass (chocolate, cheese),
 * as on the weight page, and the fluid ounce its other reading.
 */
const kitchenAt1KgPerL = {
  key: 'medidas-de-cocina',
  base: 'litros',
  decimals: 2,
  defaults: ['tazas_us', 'gramos'],
  gramsPerMl: 1,
  units: {
    // In a kitchen plain 'taza' is the US cup of the recipes (D29), the metric one its other reading.
    tazas_us: inKitchen(v.tazas_us, 'volumen', {
      slug: 'tazas',
      aliases: [...(v.tazas_us.aliases ?? []), 'taza', 'tazas'],
      alsoMeans: { units: ['tazas_metricas'], names: ['taza', 'tazas'] },
    }),
    tazas_metricas: inKitchen(v.tazas_metricas, 'volumen', {
      slug: 'tazas-metricas',
      aliases: (v.tazas_metricas.aliases ?? []).filter((alias) => !['taza', 'tazas'].includes(alias)),
    }),
    cucharadas: inKitchen(v.cucharadas_metricas, 'volumen', {
      slug: 'cucharadas',
      alsoMeans: { units: ['cucharadas_us'], names: ['cucharada', 'cucharadas', 'cda', 'cdas', 'cda.'] },
    }),
    cucharaditas: inKitchen(v.cucharaditas_metricas, 'volumen', {
      slug: 'cucharaditas',
      alsoMeans: {
        units: ['cucharaditas_us'],
        names: ['cucharadita', 'cucharaditas', 'cdta', 'cdtas', 'cdita', 'cditas', 'cdta.'],
      },
    }),
    cucharadas_us: inKitchen(v.cucharadas_us, 'volumen'),
    cucharaditas_us: inKitchen(v.cucharaditas_us, 'volumen'),
    // D24, behind 'Ver todas las unidades': the 240 mL cup of US nutrition labels (21 CFR 101.9(b)(5)(viii)), never
    // the plain 'taza', and the 10 mL dessert spoon; both declared on the volume page.
    tazas_legales_us: inKitchen(v.tazas_legales_us, 'volumen', { extra: true }),
    cucharadas_postre: inKitchen(v.cucharadas_postre, 'volumen', { extra: true }),
    onzas_liquidas: inKitchen(v.onzas_liquidas, 'volumen', {
      aliases: (v.onzas_liquidas.aliases ?? []).filter((alias) => !['oz', 'onza', 'onzas'].includes(alias)),
    }),
    mililitros: inKitchen(v.mililitros, 'volumen'),
    centilitros: inKitchen(v.centilitros, 'volumen'),
    decilitros: inKitchen(v.decilitros, 'volumen'),
    litros: inKitchen(v.litros, 'volumen'),
    gramos: inKitchen(m.gramos, 'masa'),
    kilogramos: inKitchen(m.kilogramos, 'masa'),
    miligramos: inKitchen(m.miligramos, 'masa'),
    onzas: inKitchen(m.onzas, 'masa', {
      alsoMeans: { units: ['onzas_liquidas'], names: ['onza', 'onzas', 'oz'] },
    }),
    libras: inKitchen(m.libras, 'masa'),
  },
} satisfies Family;

const water = INGREDIENTS.find((ingredient) => ingredient.key === 'agua');
if (!water) throw new Error('medidas de cocina: falta el agua');

/**
 * The family as the registry, the quick conversion and the formula cards read it: with no ingredient chosen, a
 * volume is weighed as water (D29, issue 22: 'para agua; elige el ingrediente'), at its source's density.
 */
export const medidasDeCocina = withDensity(kitchenAt1KgPerL, water.gramsPerMl);
