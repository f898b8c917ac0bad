import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { familyByKey } from '@/lib/families';
import { presionContent } from '@/lib/families/presion/words';
import { viscosidadFamily } from '@/lib/families/viscosidad';
import { viscosidad } from '@/lib/families/viscosidad/units';
import { viscosidadContent } from '@/lib/families/viscosidad/words';
import { otherReadingPath } from '@/lib/pairs';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions (NIST SP 811 appendix B): 1 P = 1 g/(cm·s) = 0.1 Pa·s; 1 cP = 0.01 P =
// 1 mPa·s; 1 lb/(ft·s) = 0.45359237 kg / 0.3048 m / s; 1 reyn = 1 lbf·s/in² = 0.45359237 × 9.80665 / 0.0254² Pa·s.
// 0.45359237 / 0.3048 = 45 359 237 / 30 480 000 = 1.48816394356955380…
const LB_FT_S = 45359237 / 30480000;
// 4.4482216152605 / 0.00064516 = 8 896 443 230 521 / 1 290 320 000 = 6894.757293168361…
const REYN = 8896443230521 / 1290320000;

const cases: Case[] = [
  [1, 'poises', 'pascales_segundo', 0.1],
  [1, 'pascales_segundo', 'poises', 10],
  [1, 'pascales_segundo', 'centipoises', 1000],
  [1, 'centipoises', 'milipascales_segundo', 1],
  [1, 'poises', 'centipoises', 100],
  [1500, 'centipoises', 'pascales_segundo', 1.5],
  [1, 'libras_pie_segundo', 'pascales_segundo', LB_FT_S],
  [1, 'libras_pie_segundo', 'centipoises', LB_FT_S * 1000],
  [1, 'reyns', 'pascales_segundo', REYN],
  // 2 microreyns = 2 × 6894.757293168361 × 10⁻⁶ Pa·s = 0.013789514586336722 Pa·s
  [0.000002, 'reyns', 'pascales_segundo', 0.013789514586336722],
  // 1 reyn ÷ 1 lb/(ft·s) = (lbf/lb) × ft / in² = 9.80665 × 0.3048 / 0.00064516
  [1, 'reyns', 'libras_pie_segundo', (9.80665 * 0.3048) / 0.00064516],
  [-3, 'poises', 'milipascales_segundo', -300],
];

describe('viscosidad', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, viscosidad), expected);
  });

  it('opens on Pa·s → cP and shows 1 Pa·s → 1000 cP', () => {
    expect(viscosidad.defaults).toEqual(['pascales_segundo', 'centipoises']);
    const value = convertOrThrow(1, 'pascales_segundo', 'centipoises', viscosidad);
    expect(formatValue(value, 'centipoises', viscosidad)).toBe('1000');
  });

  it('reads cp and cP as the centipoise, and only the capital P as the poise', () => {
    expect(unitsNamed('cp', viscosidad)).toEqual(['centipoises']);
    expect(unitsNamed('cP', viscosidad)).toEqual(['centipoises']);
    expect(unitsNamed('P', viscosidad)).toEqual(['poises']);
    expect(unitsNamed('p', viscosidad)).toEqual([]);
    expect(unitsNamed('mPa·s', viscosidad)).toEqual(['milipascales_segundo']);
  });

  it('is where the pressure page’s note on poises sends the visitor (D30)', () => {
    const link = presionContent.note?.link;
    expect(link).toBeDefined();
    if (link) expect(otherReadingPath(link.other, familyByKey('presion'))).toBe(viscosidadFamily.route.path);
  });

  it('has six formula cards that all build', () => {
    expect(viscosidadContent.cards).toHaveLength(6);
    for (const card of viscosidadContent.cards) expect(() => buildFormulaCard(card, viscosidad)).not.toThrow();
  });

  describeRoundTrips(viscosidad);
});
