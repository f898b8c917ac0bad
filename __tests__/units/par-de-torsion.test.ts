import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { parDeTorsion } from '@/lib/families/par-de-torsion/units';
import { parDeTorsionContent } from '@/lib/families/par-de-torsion/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: a torque is a force times a lever arm. 1 kgf = 9.80665 N (3rd CGPM),
// 1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, 1 ozf = lbf / 16, 1 dyn = 10⁻⁵ N;
// 1 ft = 0.3048 m, 1 in = 0.0254 m, 1 cm = 0.01 m.
const cases: Case[] = [
  // 4.4482216152605 × 0.3048 = 1.3342664845781500 + 0.0215514637532504
  [1, 'libras_fuerza_pie', 'newtons_metro', 1.3558179483314004],
  [1, 'newtons_metro', 'libras_fuerza_pie', 1 / 1.3558179483314004],
  // 4.4482216152605 × 0.0254 = 0.1129848290276167
  [1, 'libras_fuerza_pulgada', 'newtons_metro', 0.1129848290276167],
  // 12 in = 1 ft
  [12, 'libras_fuerza_pulgada', 'libras_fuerza_pie', 1],
  // 0.1129848290276167 ÷ 16 = 0.00706155181422604375
  [1, 'onzas_fuerza_pulgada', 'newtons_metro', 0.00706155181422604375],
  [16, 'onzas_fuerza_pulgada', 'libras_fuerza_pulgada', 1],
  [1, 'onzas_fuerza_pulgada', 'newtons_centimetro', 0.706155181422604375],
  [1, 'kilogramos_fuerza_metro', 'newtons_metro', 9.80665],
  [1, 'kilogramos_fuerza_metro', 'kilogramos_fuerza_centimetro', 100],
  [11, 'kilogramos_fuerza_centimetro', 'newtons_metro', 1.0787315],
  // 1 kgf·m ÷ 1 lbf·ft = 9.80665 / (0.45359237 × 9.80665 × 0.3048) = 1 / 0.138254954376
  [1, 'kilogramos_fuerza_metro', 'libras_fuerza_pie', 1 / 0.138254954376],
  [1, 'kilonewtons_metro', 'newtons_metro', 1000],
  [1, 'newtons_metro', 'newtons_centimetro', 100],
  [1, 'newtons_metro', 'dinas_centimetro', 10000000],
  [1, 'dinas_centimetro', 'newtons_metro', 1e-7],
  [100, 'libras_fuerza_pie', 'newtons_metro', 135.58179483314004],
  [-3, 'kilonewtons_metro', 'newtons_centimetro', -300000],
  // 1 N·mm = 1 N × 10⁻³ m = 10⁻³ N·m; 1 mN·m = 10⁻³ N × 1 m = 10⁻³ N·m; 1 dN·m = 10⁻¹ N × 1 m = 10⁻¹ N·m
  [1, 'newtons_milimetro', 'newtons_metro', 0.001],
  [1, 'milinewtons_metro', 'newtons_metro', 0.001],
  [1, 'decinewtons_metro', 'newtons_metro', 0.1],
  // the same amount of torque in two units: 1 N·mm = 1 mN·m
  [1, 'newtons_milimetro', 'milinewtons_metro', 1],
  // 25 N·m, a wheel-bearing nut, is 25 000 N·mm; a 2 N·m screwdriver clutch, 20 dN·m
  [25, 'newtons_metro', 'newtons_milimetro', 25000],
  [2, 'newtons_metro', 'decinewtons_metro', 20],
  // 1 N·cm = 10 N·mm
  [1, 'newtons_centimetro', 'newtons_milimetro', 10],
  // 1 lbf·in = 0.1129848290276167 N·m = 112.9848290276167 N·mm
  [1, 'libras_fuerza_pulgada', 'newtons_milimetro', 112.9848290276167],
  // 1 kgf·cm = 9.80665 N × 0.01 m = 0.0980665 N·m = 0.980665 dN·m
  [1, 'kilogramos_fuerza_centimetro', 'decinewtons_metro', 0.980665],
];

describe('par-de-torsion', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, parDeTorsion), expected);
  });

  it('opens on N·m → lbf·ft and shows 1 N·m → 0.737562 lbf·ft', () => {
    expect(parDeTorsion.defaults).toEqual(['newtons_metro', 'libras_fuerza_pie']);
    const value = convertOrThrow(1, 'newtons_metro', 'libras_fuerza_pie', parDeTorsion);
    expect(formatValue(value, 'libras_fuerza_pie', parDeTorsion)).toBe('0.737562');
  });

  it('reads Nm and, beside a torque unit, nm as the newton metre (the quick conversion leaves nm to the nanometre beside a length)', () => {
    expect(unitsNamed('Nm', parDeTorsion)).toEqual(['newtons_metro']);
    expect(unitsNamed('nm', parDeTorsion)).toEqual(['newtons_metro']);
    expect(unitsNamed('lb ft', parDeTorsion)).toEqual(['libras_fuerza_pie']);
    expect(unitsNamed('lbf ft', parDeTorsion)).toEqual(['libras_fuerza_pie']);
    expect(unitsNamed('in-lb', parDeTorsion)).toEqual(['libras_fuerza_pulgada']);
    expect(unitsNamed('kgm', parDeTorsion)).toEqual(['kilogramos_fuerza_metro']);
    expect(unitsNamed('kg·cm', parDeTorsion)).toEqual(['kilogramos_fuerza_centimetro']);
  });

  it('keeps N·mm, mN·m and dN·m apart, and leaves nm alone to the newton metre', () => {
    expect(unitsNamed('N·mm', parDeTorsion)).toEqual(['newtons_milimetro']);
    expect(unitsNamed('Nmm', parDeTorsion)).toEqual(['newtons_milimetro']);
    expect(unitsNamed('mN·m', parDeTorsion)).toEqual(['milinewtons_metro']);
    expect(unitsNamed('mNm', parDeTorsion)).toEqual(['milinewtons_metro']);
    expect(unitsNamed('dN·m', parDeTorsion)).toEqual(['decinewtons_metro']);
    expect(unitsNamed('dNm', parDeTorsion)).toEqual(['decinewtons_metro']);
    expect(unitsNamed('nm', parDeTorsion)).toEqual(['newtons_metro']);
  });

  it('has six formula cards that all build', () => {
    expect(parDeTorsionContent.cards).toHaveLength(6);
    for (const card of parDeTorsionContent.cards) expect(() => buildFormulaCard(card, parDeTorsion)).not.toThrow();
  });

  describeRoundTrips(parDeTorsion);
});
