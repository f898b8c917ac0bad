import { defineFamily } from '@/lib/families/define';
import type { IngredientChoice } from '@/lib/units/types';
import { DEFAULT_INGREDIENT, INGREDIENTS } from './ingredients';
import { medidasDeCocinaPairs } from './pairs';
import { medidasDeCocina as units } from './units';
import { medidasDeCocinaContent } from './words';

/** D29: the select, the page's opening ingredient and its table (1, ½ and ¼ US cup, the metric spoons). */
const ingredients: IngredientChoice = {
  items: INGREDIENTS,
  initial: DEFAULT_INGREDIENT,
  table: {
    rows: [
      { value: 1, unit: 'tazas_us', label: '1 taza (EE. UU.)' },
      { value: 0.5, unit: 'tazas_us', label: '½ taza (EE. UU.)' },
      { value: 0.25, unit: 'tazas_us', label: '¼ de taza (EE. UU.)' },
      { value: 1, unit: 'cucharadas', label: '1 cucharada (15 mL)' },
      { value: 1, unit: 'cucharaditas', label: '1 cucharadita (5 mL)' },
    ],
    columns: ['gramos', 'onzas'],
  },
};

export const medidasDeCocinaFamily = defineFamily({
  route: {
    path: '/convertir-medidas-de-cocina',
    label: 'Medidas de cocina',
    title: 'Convertidor de medidas de cocina: tazas, cucharadas y gramos por ingrediente',
    description:
      'Pasa tazas, cucharadas y cucharaditas a gramos según el ingrediente: harina, azúcar, mantequilla, arroz, leche, aceite, miel y más, con la fuente de cada cifra (USDA).',
    keywords: [
      'tazas a gramos',
      'cuántos gramos tiene una taza de harina',
      'cucharadas a gramos',
      'gramos a tazas',
      'conversor de medidas de cocina',
    ],
    icon: '🥣',
    tags: ['cocina', 'recetas', 'repostería', 'ingredientes', 'harina', 'azúcar', 'mantequilla'],
    group: 'Medidas básicas',
    summary: 'tazas, cucharadas y cucharaditas a gramos, por ingrediente',
    popular: true,
  },
  units,
  words: medidasDeCocinaContent,
  pairs: medidasDeCocinaPairs,
  ingredients,
  // D27: 'taza', 'cucharada', 'onza', 'gramo' are also the volume and weight pages' units: those answer first, so
  // '2 tazas a ml' reads as it did; a question that only this page can answer ('tazas a gramos') comes here.
  answersSharedNamesLast: true,
});
