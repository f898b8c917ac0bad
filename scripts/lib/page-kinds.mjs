/**
 * One page of each kind people land on (issue 25), and the new kinds of issue 36's round: numbers in words, a size
 * table, the recipe page, a calculator's question page. `npm run perf` measures them; the first-paint browser test
 * (e2e/tests/first-paint.spec.ts) checks that each paints from its head's CSS.
 */
export const PAGE_KINDS = [
  '/',
  '/convertir-longitud',
  '/convertir-longitud/pulgadas-a-centimetros',
  '/convertir-medidas-de-cocina',
  '/calculadora-de-deuda-e-interes',
  '/buscar-convertidor',
  '/convertir-numeros-a-letras',
  '/convertir-tallas-de-ropa',
  '/convertir-receta',
  '/convertir-ritmo/min-km-a-km-h',
];
