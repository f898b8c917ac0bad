import type { PairsOf } from '@/lib/content/pairs/types';
import type { densidad } from './units';

// D26: density conversions between the SI unit, the laboratory's and the US units.
export const densidadPairs: PairsOf<typeof densidad> = [
  // kg/m³ and g/L: the family's default pair and its reverse; the same number, asked for gases and solutions.
  {
    from: 'kilogramo_metro_cubico',
    to: 'gramo_litro',
    rows: [
      { value: 0.1786, label: 'helio a 0 °C' },
      { value: 1.225, label: 'aire a 15 °C' },
      { value: 1.977, label: 'dióxido de carbono a 0 °C' },
      10,
      100,
      { value: 1000, label: 'agua' },
    ],
    tableTitle: 'Densidades de gases y líquidos',
    definition:
      'Un kilogramo por metro cúbico es exactamente un gramo por litro, porque el gramo es 10⁻³ kg y el litro 10⁻³ m³.',
    text: 'Los manuales de ingeniería dan la densidad de los gases en kg/m³ y los de química, a menudo, en g/L; por suerte el número no cambia. El aire al nivel del mar ronda 1.2 g/L, el dióxido de carbono casi 2 y el helio menos de 0.2, y por eso un globo de helio sube y el CO₂ se acumula en los sótanos y las bodegas de vino. Recuerda que estas cifras valen a una presión y una temperatura concretas: al calentar un gas su densidad baja.',
  },
  {
    from: 'gramo_litro',
    to: 'kilogramo_metro_cubico',
    rows: [0.5, 1, 5, { value: 35, label: 'sal del agua de mar' }, 100, 1000],
    tableTitle: 'Gramos por litro en el SI',
    definition:
      'Un gramo por litro y un kilogramo por metro cúbico valen lo mismo: la masa y el volumen cambian los dos por un factor de mil.',
    text: 'El gramo por litro es también unidad de concentración, y conviene distinguirla de la densidad: el agua de mar lleva unos 35 g de sal por litro, pero su densidad es de unos 1025 g/L, porque cuenta el agua además de la sal. Al pasar a kilogramos por metro cúbico el número se conserva, que es lo que piden los cálculos de caudal o de depósitos. En ecología y potabilización se mezclan las dos ideas, así que lee siempre si la cifra habla de una sustancia disuelta o del líquido entero.',
  },
  // kg/L and kg/m³: liquids by the litre against the SI unit, both directions.
  {
    from: 'kilogramo_litro',
    to: 'kilogramo_metro_cubico',
    rows: [
      { value: 0.74, label: 'gasolina' },
      { value: 0.84, label: 'gasóleo' },
      { value: 1, label: 'agua' },
      { value: 1.03, label: 'leche' },
      { value: 1.42, label: 'miel' },
      { value: 1.84, label: 'ácido sulfúrico concentrado' },
    ],
    tableTitle: 'Líquidos de uso común',
    definition: 'Un kilogramo por litro son 1000 kg/m³, porque en un metro cúbico caben exactamente mil litros.',
    text: 'Las fichas de seguridad y las etiquetas de los bidones dan la densidad de los líquidos en kg/L, que dice cuánto pesa cada litro, y los cálculos de ingeniería la piden en kg/m³. Un camión cisterna de 30 m³ lleno de gasóleo de 0.84 kg/L carga unas 25 toneladas, no 30, porque el gasóleo es más ligero que el agua. La miel, en cambio, pesa casi un 40 % más que el agua, y un tarro de 1 L lleva unos 1.4 kg.',
  },
  {
    from: 'kilogramo_metro_cubico',
    to: 'kilogramo_litro',
    rows: [
      { value: 500, label: 'madera de pino' },
      { value: 1600, label: 'arena seca' },
      { value: 2400, label: 'hormigón' },
      { value: 2700, label: 'aluminio' },
      { value: 7850, label: 'acero' },
      { value: 8960, label: 'cobre' },
    ],
    tableTitle: 'Materiales de construcción y metales',
    definition:
      'Un kilogramo por metro cúbico es una milésima de kilogramo por litro, la masa de un litro de cada metro cúbico.',
    text: 'Los catálogos de materiales dan la densidad en kg/m³, pero para hacerse una idea sirve más pensar en lo que pesa un litro: la arena seca, unos 1.6 kg; el hormigón, 2.4 kg; el acero, 7.85 kg. Con esa cifra calculas de cabeza lo que pesa un cubo de obra de 12 L lleno de arena, unos 19 kg. Ten en cuenta que los materiales a granel, como la arena o la grava, tienen una densidad aparente que depende de lo compactados que estén.',
  },
  // g/cm³: the chemistry textbooks' unit.
  {
    from: 'gramo_centimetro_cubico',
    to: 'kilogramo_metro_cubico',
    rows: [
      { value: 0.917, label: 'hielo' },
      1,
      { value: 2.7, label: 'aluminio' },
      { value: 7.87, label: 'hierro' },
      { value: 10.49, label: 'plata' },
      { value: 11.34, label: 'plomo' },
      { value: 21.45, label: 'platino' },
    ],
    tableTitle: 'Densidades de las tablas de química',
    definition: 'Un gramo por centímetro cúbico son 1000 kg/m³: 10⁻³ kg dividido entre 10⁻⁶ m³.',
    text: 'Las tablas periódicas y los libros de química escriben la densidad en g/cm³, y los problemas de física de bachillerato piden el resultado en unidades del Sistema Internacional. Basta con multiplicar por mil: la plata, de 10.49 g/cm³, tiene 10 490 kg/m³. La cifra en g/cm³ tiene una ventaja didáctica: dice directamente cuántas veces más denso que el agua es un material, porque el agua ronda 1 g/cm³. El hielo, con 0.917, queda por debajo y flota.',
  },
  // US units: lb/ft³ for building materials, lb/gal (ppg) for drilling mud and liquids.
  {
    from: 'libra_pie_cubico',
    to: 'kilogramo_metro_cubico',
    rows: [
      { value: 35, label: 'madera de pino' },
      { value: 62.4, label: 'agua' },
      { value: 100, label: 'tierra compactada' },
      { value: 145, label: 'hormigón normal' },
      150,
      { value: 490, label: 'acero' },
    ],
    tableTitle: 'Materiales en libras por pie cúbico',
    definition:
      'Una libra por pie cúbico son 0.45359237 kg entre 0.028316846592 m³, unos 16.018463 kg/m³, con la libra y el pie de 1959.',
    text: 'Las normas y los catálogos de Estados Unidos dan la densidad de los materiales de construcción en libras por pie cúbico, a veces abreviadas «pcf». Un hormigón normal de 145 pcf son unos 2323 kg/m³, y el acero de 490 pcf, unos 7849 kg/m³. Para una cuenta aproximada multiplica por 16. Quien trabaja con planos estadounidenses en América Latina, o con software configurado en unidades inglesas, necesita esta conversión para calcular cargas y pesos propios.',
  },
  {
    from: 'libra_galon_us',
    to: 'kilogramo_litro',
    rows: [{ value: 7.1, label: 'gasóleo' }, { value: 8.34, label: 'agua' }, 9, 10, 12, 15, 18],
    tableTitle: 'Lodos de perforación y líquidos en libras por galón',
    definition: 'Una libra por galón estadounidense son 0.45359237 kg entre 3.785411784 L, unos 0.119826 kg/L.',
    text: 'En los pozos de petróleo de Venezuela, México, Colombia o Argentina la densidad del lodo de perforación se mide en libras por galón, «lpg» en el argot del campo, porque los equipos y las tablas vienen de Estados Unidos. Un lodo de 12 lpg pesa 1.44 kg/L, casi una vez y media el agua, que tiene unas 8.34 lpg. Para pasar a kg/L multiplica por 0.12, o divide entre 8.345 para obtener la densidad relativa respecto al agua.',
  },
];
