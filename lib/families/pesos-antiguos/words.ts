import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { pesosAntiguos } from './units';

export const pesosAntiguosContent: ConverterContent<UnitKey<typeof pesosAntiguos>> = {
  heading: 'Convertidor de pesos antiguos españoles',
  intro:
    'Convierte las antiguas unidades de peso de Castilla —tonelada, quintal, arroba, libra, marco, onza y adarme— entre sí y a kilogramos y gramos, con la libra castellana de 460.093 gramos.',
  cards: [
    { title: 'Arrobas a libras', from: 'arroba', to: 'libra', example: 4 },
    { title: 'Arrobas a kilogramos', from: 'arroba', to: 'kilogramos', example: 10 },
    { title: 'Libras castellanas a kilogramos', from: 'libra', to: 'kilogramos', example: 1 },
    { title: 'Quintales a kilogramos', from: 'quintal', to: 'kilogramos', example: 2 },
    { title: 'Onzas castellanas a gramos', from: 'onza', to: 'gramos', example: 6 },
    { title: 'Marcos a gramos', from: 'marco', to: 'gramos', example: 3 },
  ],
  sections: [
    {
      title: 'El sistema castellano de pesos',
      paragraphs: [
        'Antes del sistema métrico, Castilla pesaba con una escalera de unidades: una tonelada eran 20 quintales, un quintal 4 arrobas, una arroba 25 libras, una libra 2 marcos o 16 onzas, y una onza 16 adarmes. Con la libra castellana de 460.093 gramos, la arroba pesa unos 11.5 kg, el quintal unos 46 kg y la tonelada castellana unos 920 kg, que no hay que confundir con la tonelada métrica de 1000 kg. La onza equivale a unos 28.76 g y el adarme a apenas 1.8 g. En los resultados, la arroba lleva su signo tradicional, @, y el quintal su abreviatura, qq; las demás unidades se escriben con su nombre para no confundirlas con los símbolos modernos t, lb y oz, que son los de la tonelada métrica y la libra y la onza inglesas.',
        'El marco, de unos 230 gramos, era el patrón con el que se pesaban el oro y la plata: las leyes de acuñación fijaban cuántas monedas debían salir de cada marco. El patrón de referencia era el marco que se custodiaba en Burgos; de ahí el nombre de marco de Burgos, o de Castilla, del que derivaban la libra y sus divisiones.',
      ],
    },
    {
      title: 'La fanega, una medida de capacidad',
      paragraphs: [
        // Issue 32: no public source was found for the '18.4 fanegas per tonne' of spec 001 §9 (searched 2026-11-27),
        // so the fanega is not converted (D24: not constant). The capacity (12 celemines, about 55.5 L) and the
        // fanega de tierra of about 6400 m² (0.64395 ha, Enciclopedia Italiana, «fanega») are stated as approximate.
        'La fanega no es una medida de peso, sino de capacidad para áridos como el trigo, la cebada o las legumbres: la castellana tenía 12 celemines, unos 55.5 litros. Lo que pesa una fanega depende del grano, y una de trigo pesaba bastante más que una de avena, así que no tiene un peso fijo y este convertidor no la pasa a kilos: para una cosecha concreta hace falta el peso de su grano. La misma palabra designaba además una superficie, la fanega de tierra, que en Castilla rondaba los 6400 m² y cambiaba de una comarca a otra.',
      ],
    },
    {
      title: 'Del sistema castellano al métrico',
      paragraphs: [
        'Cada reino peninsular tenía sus propias medidas; en la Corona de Aragón, por ejemplo, la libra solía dividirse en 12 onzas y pesaba entre 350 y 400 gramos según el lugar. Las de Castilla eran la referencia legal y viajaron a América. La Ley de Pesas y Medidas de 19 de julio de 1849, sancionada por Isabel II, adoptó el sistema métrico decimal en España y encargó publicar tablas oficiales de equivalencias, pero su obligatoriedad se aplazó varias veces y no alcanzó a todos hasta 1880. En América, Chile adoptó el sistema métrico en 1848 y México en 1857.',
      ],
    },
    {
      title: 'Dónde se siguen usando',
      paragraphs: [
        'La arroba sigue viva. En Colombia se usa una arroba de 12.5 kg (25 libras de 500 g) para el café, la papa o la panela, y en Brasil el ganado se cotiza por arrobas de 15 kg. En Centroamérica el café se comercia por quintales de 100 libras, unos 46 kg. El signo @ abreviaba la arroba en los libros de cuentas, y por eso en español lo llamamos arroba. Del adarme queda la expresión «ni un adarme», una cantidad mínima.',
        'Ejemplo: una receta antigua que pide 6 onzas de azúcar necesita 6 × 28.7558 ≈ 172.5 g. Y cuidado con la libra: la castellana (460 g) no es la inglesa (453.6 g) ni la libra de 500 g de muchos mercados latinoamericanos.',
      ],
    },
  ],
};
