import { defineFamily } from '@/lib/families/define';
import { parDeTorsionPairs } from './pairs';
import { parDeTorsion as units } from './units';
import { parDeTorsionContent } from './words';

export const parDeTorsionFamily = defineFamily({
  route: {
    path: '/convertir-par-de-torsion',
    label: 'Par de torsión',
    title: 'Convertidor de par de torsión: newtons metro, libras-fuerza pie y kgf·m',
    description:
      'Convierte el par de apriete y el par motor entre N·m, lbf·ft, lbf·in, kgf·m, kgf·cm, N·cm, ozf·in y dyn·cm con las definiciones exactas. 1 lbf·ft = 1.355818 N·m.',
    keywords: [
      'convertir nm a lb ft',
      'newton metro a libras pie',
      'lb-ft a nm',
      'kgm a nm',
      'par de apriete',
      'conversor de torque',
    ],
    icon: '🔧',
    tags: ['torque', 'par motor', 'apriete', 'llave dinamométrica', 'momento de fuerza'],
    group: 'Presión y fuerza',
    summary: 'newtons metro, libras-fuerza pie, kgf·m, lbf·in',
    popular: false,
  },
  units,
  words: parDeTorsionContent,
  pairs: parDeTorsionPairs,
});
