import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { cargaElectrica } from '@/lib/units/carga-electrica';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (D7): 1 Ah = 3600 C, 1 mAh = 3.6 C, 1 faraday = 96485.33212 C.
const cases: Case[] = [
  [1, 'amperios_hora', 'coulombs', 3600],
  [60, 'amperios_hora', 'coulombs', 216000],
  [1, 'miliamperios_hora', 'coulombs', 3.6],
  [5000, 'miliamperios_hora', 'coulombs', 18000],
  [1000, 'miliamperios_hora', 'amperios_hora', 1],
  [1, 'faradays', 'coulombs', 96485.33212],
  [2, 'faradays', 'coulombs', 192970.66424],
  [96485.33212, 'coulombs', 'faradays', 1],
  [1, 'coulombs', 'amperios_hora', 1 / 3600],
  // 96485.33212 / 3600 ≈ 26.8015 Ah
  [1, 'faradays', 'amperios_hora', 96485.33212 / 3600],
  [1, 'amperios_hora', 'faradays', 3600 / 96485.33212],
  [1, 'faradays', 'miliamperios_hora', 96485.33212 / 3.6],
  [-1, 'coulombs', 'miliamperios_hora', -1 / 3.6],
];

describe('carga-electrica', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, cargaElectrica), expected);
  });

  it('shows the spec default 1 Ah → 3600 C', () => {
    expect(
      formatValue(convertOrThrow(1, 'amperios_hora', 'coulombs', cargaElectrica), 'coulombs', cargaElectrica),
    ).toBe('3600');
  });

  describeRoundTrips(cargaElectrica);
});
