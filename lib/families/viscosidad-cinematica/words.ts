import { familyPage } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { viscosidad } from '@/lib/families/viscosidad/units';
import type { UnitKey } from '@/lib/units/types';
import type { viscosidadCinematica } from './units';

// Sources of the facts below (checked 2026-11-27, D34):
// - ISO 3448:1992 (the same twenty grades as ASTM D2422): industrial liquid lubricants, viscosity grades ISO VG 2 to
//   ISO VG 3200, each named by its mid-point kinematic viscosity at 40 °C in mm²/s, with limits at ±10 % of it (VG 46:
//   41.4 to 50.6 mm²/s); the four smallest grades have mid-points 2.2, 3.2, 4.6 and 6.8 mm²/s.
// - SAE J300 (engine oils): the grade after the W is a range of kinematic viscosity at 100 °C in mm²/s (SAE 30: 9.3 to
//   under 12.5; SAE 40: 12.5 to under 16.3), beside a high-temperature high-shear viscosity in mPa·s.
// - ASTM D445: kinematic viscosity measured as the flow time through a calibrated glass capillary viscometer.
// - Water at 20 °C: μ = 1.0016 mPa·s and ρ = 0.9982 g/cm³, so ν ≈ 1.0034 mm²/s (IAPWS 2008 viscosity formulation).
// - Air at 20 °C and 1 atm: μ ≈ 1.81 × 10⁻⁵ Pa·s, ρ ≈ 1.204 kg/m³, so ν ≈ 1.5 × 10⁻⁵ m²/s.
export const viscosidadCinematicaContent: ConverterContent<UnitKey<typeof viscosidadCinematica>> = {
  wording: { hints: { negative: 'La viscosidad no puede ser negativa' } },
  heading: 'Convertidor de viscosidad cinemática',
  intro:
    'Convierte la viscosidad cinemática entre centistokes (cSt), stokes (St), milímetros cuadrados por segundo, metros cuadrados por segundo, centímetros cuadrados por segundo, pies cuadrados por segundo y pulgadas cuadradas por segundo, con las definiciones exactas. Es la viscosidad de las fichas de aceites hidráulicos, lubricantes industriales, aceites de motor y combustibles.',
  cards: [
    {
      title: 'Centistokes a metros cuadrados por segundo',
      from: 'centistokes',
      to: 'metros_cuadrados_por_segundo',
      example: 46,
    },
    {
      title: 'Metros cuadrados por segundo a centistokes',
      from: 'metros_cuadrados_por_segundo',
      to: 'centistokes',
      example: 0.00001,
    },
    { title: 'Stokes a centistokes', from: 'stokes', to: 'centistokes', example: 2.5 },
    {
      title: 'Centistokes a milímetros cuadrados por segundo',
      from: 'centistokes',
      to: 'milimetros_cuadrados_por_segundo',
      example: 10,
    },
    {
      title: 'Pies cuadrados por segundo a m²/s',
      from: 'pies_cuadrados_por_segundo',
      to: 'metros_cuadrados_por_segundo',
      example: 1,
    },
    {
      title: 'Pulgadas cuadradas por segundo a centistokes',
      from: 'pulgadas_cuadradas_por_segundo',
      to: 'centistokes',
      example: 1,
    },
  ],
  note: {
    title: 'Dinámica o cinemática: hace falta la densidad',
    text: 'La viscosidad cinemática es la dinámica dividida entre la densidad del fluido: ν = μ / ρ. Por eso no hay un factor fijo entre centistokes y centipoises: un centistokes es un centipoise dividido entre la densidad en gramos por centímetro cúbico. Si un aceite tiene 46 cSt a 40 °C y, a esa temperatura, una densidad de 0.86 g/cm³, su viscosidad dinámica es de unos 39.6 mPa·s (46 × 0.86). Solo en el agua, con una densidad muy cercana a 1 g/cm³, las dos cifras casi coinciden. Para los pascales segundo, los poises y los centipoises tienes el convertidor de viscosidad dinámica.',
    link: { other: familyPage(viscosidad), label: 'Convertir viscosidad dinámica (Pa·s, cP)' },
  },
  sections: [
    {
      title: '¿Qué mide la viscosidad cinemática?',
      paragraphs: [
        'La viscosidad dinámica dice cuánta fuerza hace falta para que las capas de un fluido se deslicen unas sobre otras. La cinemática divide esa resistencia entre la densidad, y con ello mide lo rápido que un fluido se extiende y fluye por su propio peso. Es la magnitud que se mide en el laboratorio cuando se cronometra cuánto tarda un aceite en bajar por un tubo capilar de vidrio calibrado, como manda la norma ASTM D445: el tiempo multiplicado por la constante del viscosímetro da directamente los centistokes.',
        'Su unidad en el Sistema Internacional es el metro cuadrado por segundo (m²/s), demasiado grande para el uso diario: el agua a 20 °C tiene algo más de una millonésima de m²/s. Por eso se usa el centistokes (cSt), que es exactamente un milímetro cuadrado por segundo. El aire, aunque su viscosidad dinámica es unas cincuenta y cinco veces menor que la del agua, tiene una viscosidad cinemática unas quince veces mayor, en torno a 15 cSt, porque es más de ochocientas veces menos denso.',
      ],
    },
    {
      title: 'Stokes, centistokes y milímetros cuadrados por segundo',
      paragraphs: [
        'El stokes (St), llamado así por el físico irlandés George Gabriel Stokes, es la unidad del sistema cegesimal: un centímetro cuadrado por segundo, 0.0001 m²/s. Su centésima parte, el centistokes, coincide exactamente con el milímetro cuadrado por segundo, y las normas modernas escriben mm²/s donde las fichas antiguas ponían cSt: 10 cSt y 10 mm²/s son lo mismo. En Estados Unidos todavía aparecen los pies cuadrados por segundo (ft²/s) en tablas de hidráulica; uno de ellos equivale a 92 903.04 cSt, porque el pie mide 0.3048 m exactos.',
      ],
    },
    {
      title: 'Los grados ISO VG de aceites hidráulicos e industriales',
      paragraphs: [
        'Los aceites hidráulicos, de engranajes, de compresores y de turbinas se clasifican según la norma ISO 3448 en veinte grados de viscosidad, de ISO VG 2 a ISO VG 3200. Cada grado se nombra por su viscosidad cinemática media a 40 °C en centistokes, con un margen del 10 % hacia arriba y hacia abajo: un aceite hidráulico ISO VG 46 tiene entre 41.4 y 50.6 cSt a 40 °C, y uno VG 68, entre 61.2 y 74.8 cSt. Solo los cuatro grados más finos se apartan un poco de la regla, porque sus valores medios son 2.2, 3.2, 4.6 y 6.8 cSt.',
        'Los aceites de motor se clasifican de otra manera, con los grados SAE de la norma SAE J300. La cifra que va después de la W tampoco es una viscosidad, sino un intervalo de viscosidad cinemática a 100 °C: un SAE 30 tiene de 9.3 a menos de 12.5 cSt a esa temperatura, y un SAE 40, de 12.5 a menos de 16.3 cSt. Las fichas técnicas de los fabricantes dan la viscosidad cinemática a 40 y a 100 °C, y esas son las cifras que conviene comparar entre marcas.',
      ],
    },
    {
      title: 'Cuándo necesitas m²/s',
      paragraphs: [
        'El número de Reynolds, que decide si un flujo en una tubería es laminar o turbulento, se calcula como la velocidad por el diámetro dividida entre la viscosidad cinemática. Si usas el sistema internacional, la viscosidad tiene que ir en metros cuadrados por segundo: un aceite de 46 cSt son 0.000046 m²/s. Olvidar esa conversión da un número de Reynolds un millón de veces menor, un error que pasa desapercibido con facilidad.',
      ],
    },
  ],
};
