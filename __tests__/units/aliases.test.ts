/**
 * D24: the names people type. Every name, symbol and alias of a unit leads back to that unit alone within its
 * family (case and accents ignored; exact aliases by their case), and the spellings issue 12 lists resolve.
 */
import { families } from '@/__tests__/support/families';
import { finderEntries } from '@/lib/finder-entries';
import { search } from '@/lib/tools/finder';
import { unitsNamed } from '@/lib/units/catalogue';
import { namesOf } from '@/lib/units/names';

/**
 * Size and shoe tables convert measurements of one thing ('Diámetro (mm)', 'Circunferencia (mm)'): their symbols
 * repeat by design and nobody types them as units, so they carry no names to check.
 */
const WITHOUT_NAMES = new Set(['anillos', 'pie-horma']);
const named = Object.entries(families).filter(([key]) => !WITHOUT_NAMES.has(key));

describe.each(named)('family %s', (_familyKey, family) => {
  it.each(Object.entries(family.units))('every spelling of %s leads to it alone', (unitKey, unit) => {
    for (const name of namesOf(unit))
      expect({ name, units: unitsNamed(name, family) }).toEqual({ name, units: [unitKey] });
    for (const name of unit.exactAliases ?? []) {
      expect({ name, units: unitsNamed(name, family) }).toEqual({ name, units: [unitKey] });
    }
  });

  it('gives every unit its Spanish singular and plural, lower case', () => {
    for (const [key, unit] of Object.entries(family.units)) {
      expect({ key, singular: unit.singular, plural: unit.plural }).toEqual({
        key,
        singular: expect.stringMatching(/^[^A-Z]/),
        plural: expect.stringMatching(/^[^A-Z]/),
      });
    }
  });
});

describe('the spellings people type (issue 12)', () => {
  it.each([
    ['longitud', 'pulgadas', ['pulgada', 'pulgadas', 'pulg', 'in', '"', 'PULGADAS']],
    ['peso', 'kilogramos', ['kilo', 'kilos', 'kg', 'kgs', 'KG']],
    ['volumen', 'litros', ['litro', 'litros', 'l', 'lt', 'lts', 'L']],
    ['temperatura', 'celsius', ['centígrados', 'centigrados', 'celsius', '°c', '°C']],
    ['temperatura', 'fahrenheit', ['fahrenheit', 'farenheit', 'Fahrenheit']],
    ['peso', 'libras', ['libra', 'libras', 'lb', 'lbs']],
    ['peso', 'onzas', ['onza', 'onzas', 'oz']],
    ['volumen', 'galones_us', ['galón', 'galon', 'galones', 'gal']],
    ['potencia', 'caballos_fuerza', ['caballos de fuerza', 'hp']],
    // Case decides between the milliwatt and the megawatt.
    ['potencia', 'milivatios', ['mW', 'milivatios']],
    ['potencia', 'megawatts', ['MW', 'megavatios']],
  ] as const)('%s: %s answers to every spelling', (familyKey, unitKey, spellings) => {
    const family = families[familyKey];
    if (!family) throw new Error(`no family ${familyKey}`);
    for (const spelling of spellings) {
      expect({ spelling, units: unitsNamed(spelling, family) }).toEqual({ spelling, units: [unitKey] });
    }
  });
});

describe('the finder finds a converter by its units (D16, D24)', () => {
  const entries = finderEntries();
  it.each([
    ['mm', '/convertir-longitud'],
    ['kg/cm2', '/convertir-presion'],
    ['yardas', '/convertir-longitud'],
    ['quilates', '/convertir-peso'],
    ['torr', '/convertir-presion'],
  ])('«%s» finds %s', (query, path) => {
    expect(search(entries, query).map((entry) => entry.path)).toContain(path);
  });
});
