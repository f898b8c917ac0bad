import { defineFamily } from '@/lib/families/define';
import { preciosAlimentosPairs } from './pairs';
import { preciosAlimentos as units } from './units';
import { preciosAlimentosContent } from './words';

export const preciosAlimentosFamily = defineFamily({
  route: {
    path: '/convertir-precios-alimentos',
    label: 'Precio por peso',
    title: 'Convertidor de precios por peso: precio por kilo, 500 g y 100 g',
    description:
      'Calcula el precio por kilo, por medio kilo, por 100 g o por gramo y compara envases de distinto peso en el súper para saber cuál sale realmente más barato.',
    keywords: [
      'precio por kilo',
      'calcular precio por kilo',
      'precio unitario',
      'precio por 100 gramos',
      'comparar precios supermercado',
    ],
    icon: '🛒',
    tags: ['precio', 'supermercado', 'compra', 'comida', 'alimentos', 'precio unitario', 'ahorro'],
    group: 'Medidas especiales',
    summary: 'precio por kilo, 500 g, 250 g, 100 g, gramo',
    popular: true,
  },
  units,
  words: preciosAlimentosContent,
  pairs: preciosAlimentosPairs,
  answersSharedNamesLast: true,
});
