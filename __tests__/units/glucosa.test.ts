import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import { glucosaFamily } from '@/lib/families/glucosa';
import { glucosaPairs } from '@/lib/families/glucosa/pairs';
import { glucosa } from '@/lib/families/glucosa/units';
import { glucosaContent } from '@/lib/families/glucosa/words';
import { pairView } from '@/lib/pair-view';
import type { Pair } from '@/lib/pairs';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';
import { unitSlug } from '@/lib/units/slug';

// Expected values from the definitions. Glucose, C₆H₁₂O₆, with the IUPAC conventional atomic weights
// C 12.011, H 1.008, O 15.999: 6 × 12.011 + 12 × 1.008 + 6 × 15.999 = 72.066 + 12.096 + 95.994 = 180.156 g/mol.
// 1 mmol/L = 180.156 mg/L = 180.156 mg / 10 dL = 18.0156 mg/dL. 1 g/L = 1000 mg / 10 dL = 100 mg/dL.
//
// 100 ÷ 18.0156: 18.0156 × 5.55 = 99.98658, remainder 0.01342; 0.01342 ÷ 18.0156 = 0.000744909…, so 5.550744909…
const HUNDRED_MG_IN_MMOL = 5.5507449099669;

const cases: Case[] = [
  [100, 'miligramos_por_decilitro', 'milimoles_por_litro', HUNDRED_MG_IN_MMOL],
  [7, 'milimoles_por_litro', 'miligramos_por_decilitro', 126.1092], // 7 × 18.0156
  [1, 'milimoles_por_litro', 'miligramos_por_decilitro', 18.0156],
  [5.5, 'milimoles_por_litro', 'miligramos_por_decilitro', 99.0858], // 5.5 × 18.0156 = 90.078 + 9.0078
  // 126 ÷ 18.0156: 18.0156 × 7 = 126.1092, which is 0.1092 too many; 0.1092 ÷ 18.0156 = 0.0060614…, so 6.99394 (the
  // guidelines' 7.0 divides by 18).
  [126, 'miligramos_por_decilitro', 'milimoles_por_litro', 6.9939385865583],
  // 54 ÷ 18.0156: 18.0156 × 3 = 54.0468, 0.0468 too many; 0.0468 ÷ 18.0156 = 0.0025977…, so 2.99740 (the ADA's 3.0)
  [54, 'miligramos_por_decilitro', 'milimoles_por_litro', 2.9974022513821],
  [1.26, 'gramos_por_litro', 'miligramos_por_decilitro', 126], // 1.26 × 100
  [90, 'miligramos_por_decilitro', 'gramos_por_litro', 0.9], // 90 ÷ 100
  [1, 'gramos_por_litro', 'milimoles_por_litro', HUNDRED_MG_IN_MMOL], // 1 g/L is 100 mg/dL
  [7, 'milimoles_por_litro', 'gramos_por_litro', 1.261092], // 126.1092 mg/dL ÷ 100
  [5.5, 'milimoles_por_litro', 'gramos_por_litro', 0.990858], // 99.0858 mg/dL ÷ 100
  [0, 'milimoles_por_litro', 'miligramos_por_decilitro', 0],
];

describe('glucosa', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, glucosa), expected, 1e-12);
  });

  it('builds the mmol/L from the molar mass of glucose, C₆H₁₂O₆', () => {
    // IUPAC conventional atomic weights; the sum is 180.156 to the third decimal, and a tenth of it per decilitre.
    expect(Number((6 * 12.011 + 12 * 1.008 + 6 * 15.999).toFixed(3))).toBe(180.156);
    expect(glucosa.units.milimoles_por_litro.rule.factor).toBe(18.0156);
    expect(glucosa.units.gramos_por_litro.rule.factor).toBe(100);
  });

  it('opens on 100 mg/dL → mmol/L and shows 5.55 mmol/L, as reports write it', () => {
    expect(glucosa.defaults).toEqual(['miligramos_por_decilitro', 'milimoles_por_litro']);
    expect(glucosa.defaultValue).toBe('100');
    const value = convertOrThrow(100, 'miligramos_por_decilitro', 'milimoles_por_litro', glucosa);
    expect(formatValue(value, 'milimoles_por_litro', glucosa)).toBe('5.55');
    const fromGrams = convertOrThrow(1.26, 'gramos_por_litro', 'miligramos_por_decilitro', glucosa);
    expect(formatValue(fromGrams, 'miligramos_por_decilitro', glucosa)).toBe('126');
  });

  it('refuses a negative glucose with a plain hint and no result, and no NaN for nonsense', () => {
    const wording = converterWording(glucosaContent);
    const negative = evaluate(
      { valueText: '-5', from: 'milimoles_por_litro', to: 'miligramos_por_decilitro' },
      glucosa,
      wording,
    );
    expect(negative.hint).toBe('La glucosa no puede ser negativa');
    expect(JSON.stringify(negative)).not.toMatch(/NaN|Infinity/);
    const word = evaluate({ valueText: 'mucha', from: 'miligramos_por_decilitro', to: 'milimoles_por_litro' }, glucosa);
    expect(word.hint).toBe('Introduce un número válido');
    expect(JSON.stringify(word)).not.toMatch(/NaN|Infinity/);
  });

  it('reads the spellings people type', () => {
    for (const name of ['mg/dl', 'mgdl', 'mg/dL', 'MG/DL', 'mg%', 'miligramos por decilitro'])
      expect({ name, units: unitsNamed(name, glucosa) }).toEqual({ name, units: ['miligramos_por_decilitro'] });
    for (const name of ['mmol/l', 'mmol/L', 'mmol', 'mmoll', 'milimoles por litro'])
      expect({ name, units: unitsNamed(name, glucosa) }).toEqual({ name, units: ['milimoles_por_litro'] });
    for (const name of ['g/l', 'g/L', 'gramos por litro'])
      expect({ name, units: unitsNamed(name, glucosa) }).toEqual({ name, units: ['gramos_por_litro'] });
  });

  it('has six formula cards that build, with the molar-mass factor', () => {
    expect(glucosaContent.cards).toHaveLength(6);
    const cards = glucosaContent.cards.map((card) => buildFormulaCard(card, glucosa));
    expect(cards[0]).toEqual({
      title: 'mg/dL a mmol/L',
      formula: 'mmol/L = mg/dL ÷ 18.0156',
      example: '100 mg/dL = 5.55 mmol/L',
    });
    expect(cards[1]?.formula).toBe('mg/dL = mmol/L × 18.0156');
    expect(cards[2]?.formula).toBe('mg/dL = g/L × 100');
  });

  it('explains itself in at least 250 words, with the note that it does not diagnose', () => {
    const words = glucosaContent.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/)
      .filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(250);
    expect(glucosaContent.note?.text).toMatch(/no dice si tu glucosa/);
    expect(glucosaContent.note?.text).toMatch(/médico/);
  });

  it('states the HbA1c pairs the master equation gives (6.5 % → 47.53, 7 % → 52.995 mmol/mol)', () => {
    // (6.5 − 2.152) ÷ 0.09148 = 4.348 ÷ 0.09148 = 47.53 → 48; (7 − 2.152) ÷ 0.09148 = 4.848 ÷ 0.09148 = 52.995 → 53.
    const text = glucosaContent.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain('6.5 % son 48 mmol/mol y 7 % son 53 mmol/mol');
  });

  it('sits under the converter route its module names', () => {
    expect(glucosaFamily.key).toBe('glucosa');
    expect(glucosaFamily.route.path).toBe('/convertir-glucosa');
  });

  describeRoundTrips(glucosa);
});

describe('glucosa: pair pages', () => {
  const pairOf = (index: number): Pair => {
    const spec = glucosaPairs[index];
    if (!spec) throw new Error(`no pair ${index}`);
    const slug = `${unitSlug(glucosa.units[spec.from])}-a-${unitSlug(glucosa.units[spec.to])}`;
    return {
      family: glucosa,
      module: glucosaFamily,
      familyRoute: glucosaFamily.route,
      slug,
      path: `${glucosaFamily.route.path}/${slug}`,
      spec,
    };
  };

  it('has 4–8 pairs, the default one and its reverse first, each with its own text of 40 words or more', () => {
    expect(glucosaPairs.length).toBeGreaterThanOrEqual(4);
    expect(glucosaPairs.length).toBeLessThanOrEqual(8);
    expect([glucosaPairs[0]?.from, glucosaPairs[0]?.to]).toEqual(['miligramos_por_decilitro', 'milimoles_por_litro']);
    expect([glucosaPairs[1]?.from, glucosaPairs[1]?.to]).toEqual(['milimoles_por_litro', 'miligramos_por_decilitro']);
    for (const pair of glucosaPairs) {
      expect(pair.from).not.toBe(pair.to);
      expect(pair.text.split(/\s+/).length).toBeGreaterThanOrEqual(40);
      expect(pair.rows.length).toBeGreaterThanOrEqual(4);
    }
    expect(pairOf(0).path).toBe('/convertir-glucosa/miligramos-por-decilitro-a-milimoles-por-litro');
  });

  it('labels every typical value as a guideline’s reference, never as a diagnosis', () => {
    for (const pair of glucosaPairs)
      for (const row of pair.rows)
        if (typeof row !== 'number' && row.label) {
          expect(row.label).toMatch(/^(ADA|OMS)( y (ADA|OMS))?: /);
          expect(row.label).not.toMatch(/tienes|diagn[oó]stico|eres/i);
        }
  });

  it('answers 100 mg/dL ≈ 5.55 mmol/L and tabulates the references: 126 mg/dL = 126 ÷ 18.0156 = 6.99 mmol/L', () => {
    const view = pairView(pairOf(0));
    expect(view.answer.symbols).toBe('100 mg/dL ≈ 5.55 mmol/L');
    expect(view.answer.exact).toBe(false);
    const rows = Object.fromEntries(view.rows.map((row) => [row.source, row.result]));
    expect(rows['54 mg/dL']).toBe('3 mmol/L'); // 2.9974 at two decimals
    expect(rows['70 mg/dL']).toBe('3.89 mmol/L'); // 70 ÷ 18.0156 = 3.8855
    expect(rows['126 mg/dL']).toBe('6.99 mmol/L');
    expect(rows['200 mg/dL']).toBe('11.1 mmol/L'); // 11.1015
  });

  it('answers g/L → mg/dL exactly: 1.26 g/L = 126 mg/dL', () => {
    const view = pairView(pairOf(2));
    expect(view.answer.symbols).toBe('1 g/L = 100 mg/dL');
    expect(view.rows.find((row) => row.source === '1.26 g/L')?.result).toBe('126 mg/dL');
  });

  it('writes no NaN, Infinity or e-notation on any pair page', () => {
    glucosaPairs.forEach((_spec, index) => {
      const view = pairView(pairOf(index));
      expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined|\de[+-]?\d/);
    });
  });
});
