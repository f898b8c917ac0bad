import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { densidad } from './units';

export const densidadContent: ConverterContent<UnitKey<typeof densidad>> = {
  heading: 'Convertidor de densidad',
  intro:
    'Convierte densidades entre kilogramos por metro cúbico, gramos por litro, kilogramos por litro, toneladas por metro cúbico y sus submúltiplos. Escribe un valor, elige las unidades y el resultado aparece al instante.',
  cards: [
    {
      title: 'Kilogramos por litro a kilogramos por metro cúbico',
      from: 'kilogramo_litro',
      to: 'kilogramo_metro_cubico',
      example: 0.92,
    },
    {
      title: 'Kilogramos por metro cúbico a kilogramos por litro',
      from: 'kilogramo_metro_cubico',
      to: 'kilogramo_litro',
      example: 7850,
    },
    {
      title: 'Toneladas por metro cúbico a kilogramos por metro cúbico',
      from: 'tonelada_metro_cubico',
      to: 'kilogramo_metro_cubico',
      example: 2.4,
    },
    {
      title: 'Kilogramos por decímetro cúbico a gramos por litro',
      from: 'kilogramo_decimetro_cubico',
      to: 'gramo_litro',
      example: 1.025,
    },
    {
      title: 'Miligramos por litro a gramos por litro',
      from: 'miligramo_litro',
      to: 'gramo_litro',
      example: 500,
    },
    {
      title: 'Gramos por metro cúbico a miligramos por metro cúbico',
      from: 'gramo_metro_cubico',
      to: 'miligramo_metro_cubico',
      example: 0.05,
    },
  ],
  sections: [
    {
      title: '¿Qué es la densidad?',
      paragraphs: [
        'La densidad es la masa que cabe en una unidad de volumen: se calcula dividiendo la masa entre el volumen (ρ = m / V) y en el Sistema Internacional se expresa en kilogramos por metro cúbico. Un litro de agua tiene una masa muy cercana a un kilogramo y un litro de aceite de oliva, unos 0.92 kg; como el aceite es menos denso, flota sobre el agua. La densidad cambia con la temperatura y, en los gases, también con la presión, por eso los valores de referencia se dan siempre en unas condiciones concretas.',
      ],
    },
    {
      title: 'Por qué muchas unidades dan el mismo número',
      paragraphs: [
        'Entre las unidades métricas de este convertidor los factores son potencias de diez exactas. Un litro es un decímetro cúbico y un metro cúbico contiene 1000 litros; por eso 1 kg/L = 1 kg/dm³ = 1 t/m³ = 1000 kg/m³, que es también el gramo por centímetro cúbico de los libros de química. Del mismo modo, 1 g/L equivale a 1 kg/m³: el gramo es mil veces menor que el kilogramo y el litro mil veces menor que el metro cúbico, y los dos cambios se compensan. Por la misma razón 1 mg/L es igual a 1 g/m³.',
      ],
    },
    {
      title: 'Gramos por centímetro cúbico, libras por pie cúbico y por galón',
      paragraphs: [
        'En los laboratorios la densidad se escribe en gramos por centímetro cúbico o por mililitro, que valen lo mismo que el kilogramo por litro: 1 g/cm³ = 1 g/mL = 1000 kg/m³. En Estados Unidos, en cambio, se da en libras por pie cúbico (lb/ft³), por ejemplo para el hormigón, la madera o los materiales a granel. Con la libra de 0.45359237 kg y el pie cúbico de 28.316846592 litros, exactos desde el acuerdo internacional de 1959, 1 lb/ft³ son 16.018463 kg/m³, y el agua tiene unas 62.43 lb/ft³.',
        'La industria del petróleo y la química usan además la libra por galón estadounidense, con la que se mide, por ejemplo, el peso de los lodos de perforación: 1 lb/gal son 119.826427 kg/m³, y un galón de agua pesa unas 8.345 libras. Como un galón tiene 231 pulgadas cúbicas y un pie cúbico 1728, una densidad en lb/gal se pasa a lb/ft³ multiplicando por 1728/231, unos 7.48.',
      ],
    },
    {
      title: 'Densidades de referencia',
      paragraphs: [
        'El agua pura alcanza su densidad máxima cerca de 4 °C, con 999.97 kg/m³; a 20 °C baja a unos 998 kg/m³. El agua de mar ronda los 1025 kg/m³ por las sales disueltas, y el hielo, con 917 kg/m³, es menos denso que el agua líquida, por eso los icebergs flotan. El aire al nivel del mar y a 15 °C tiene 1.225 kg/m³, unas 800 veces menos que el agua.',
        'Entre los sólidos, el aluminio tiene unos 2700 kg/m³, el hormigón unos 2400, el acero unos 7850 y el plomo 11 340 kg/m³. El mercurio, el único metal líquido a temperatura ambiente, llega a 13 534 kg/m³ a 25 °C, más de trece veces el agua. El oro alcanza 19 300 kg/m³ (19.3 g/cm³) y el osmio, el elemento más denso, unos 22 590 kg/m³.',
      ],
    },
    {
      title: 'Un ejemplo y errores frecuentes',
      paragraphs: [
        'Ejemplo: un bidón de 20 litros de aceite de oliva de 0.92 kg/L contiene 20 × 0.92 = 18.4 kg de aceite. Expresado en el Sistema Internacional, esa densidad son 920 kg/m³. El convertidor parte de las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
        'El error más común es confundir kg/L con kg/m³, que difieren en un factor de 1000. También se confunde la densidad con la densidad relativa, que es un número sin unidades que compara con el agua: el acero tiene una densidad relativa de 7.85. Por último, las mismas unidades sirven para concentraciones, que no son densidades: los análisis de agua dan los nitratos en mg/L (el límite para el agua de consumo en la Unión Europea es 50 mg/L) y la tasa de alcohol en sangre se mide en g/L.',
      ],
    },
  ],
};
