import {
  ADAG,
  eagFromPercent,
  FORMULAS,
  HBA1C_WORDS,
  IFCC_BOUNDS,
  ifccFromPercent,
  MASTER_EQUATION,
  PERCENT_BOUNDS,
  percentFromIfcc,
  readHba1c,
  writeHba1c,
} from '@/lib/tools/hba1c';

const close = (actual: number, expected: number, tolerance = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

describe('the published coefficients', () => {
  it('are the NGSP master equation and the ADAG line', () => {
    // ngsp.org/ifcc.asp: NGSP = (0.09148 × IFCC) + 2.152; Nathan et al. 2008: AG (mg/dL) = 28.7 × A1C − 46.7.
    expect(MASTER_EQUATION).toEqual({ slope: 0.09148, intercept: 2.152 });
    expect(ADAG).toEqual({ slope: 28.7, intercept: 46.7 });
  });

  it('are written on the page from those coefficients', () => {
    expect(FORMULAS.master).toBe('% NGSP = 0.09148 × mmol/mol IFCC + 2.152');
    expect(FORMULAS.inverse).toBe('mmol/mol IFCC = (% NGSP − 2.152) ÷ 0.09148');
    expect(FORMULAS.adag).toBe('glucosa media estimada (mg/dL) = 28.7 × HbA1c (%) − 46.7');
    expect(HBA1C_WORDS.sources[0]).toContain(FORMULAS.master);
    expect(HBA1C_WORDS.sources[1]).toContain('Glucosa media estimada (mg/dL) = 28.7 × HbA1c (%) − 46.7');
  });
});

describe('% (NGSP) and mmol/mol (IFCC)', () => {
  it.each([
    // mmol/mol → %: 0.09148 × value + 2.152
    [48, 6.54304], // 4.39104 + 2.152
    [53, 7.00044], // 4.84844 + 2.152
    [42, 5.99416], // 3.84216 + 2.152
    [64, 8.00672], // 5.85472 + 2.152
  ])('%p mmol/mol → %p %', (mmolPerMol, percent) => {
    close(percentFromIfcc(mmolPerMol), percent);
  });

  it.each([
    // % → mmol/mol: (value − 2.152) ÷ 0.09148
    [6.5, 47.52951464801049], // 4.348 ÷ 0.09148: 0.09148 × 47.5 = 4.3453, remainder 0.0027 ÷ 0.09148 = 0.0295
    [7, 52.9951902055094], // 4.848 ÷ 0.09148: 0.09148 × 53 = 4.84844, 0.00044 too many = 0.0048
    [5, 31.13248797551377], // 2.848 ÷ 0.09148: 0.09148 × 31 = 2.83588, remainder 0.01212 ÷ 0.09148 = 0.1325
    [10, 85.78924355050284], // 7.848 ÷ 0.09148: 0.09148 × 86 = 7.86728, 0.01928 too many = 0.2108
  ])('%p % → %p mmol/mol', (percent, mmolPerMol) => {
    close(ifccFromPercent(percent), mmolPerMol, 1e-9);
  });

  it('rounds as the consensus writes them: % with one decimal, mmol/mol with none', () => {
    expect(writeHba1c(ifccFromPercent(6.5), 'mmol_mol')).toBe('48 mmol/mol');
    expect(writeHba1c(percentFromIfcc(48), 'porcentaje')).toBe('6.5 %');
    expect(writeHba1c(ifccFromPercent(7), 'mmol_mol')).toBe('53 mmol/mol');
    expect(writeHba1c(percentFromIfcc(53), 'porcentaje')).toBe('7 %');
  });

  it('goes there and back', () => {
    for (const percent of [4, 5.7, 6.5, 7, 9.3, 14]) close(percentFromIfcc(ifccFromPercent(percent)), percent, 1e-12);
  });
});

describe('estimated average glucose (ADAG)', () => {
  it.each([
    [7, 154.2], // 28.7 × 7 = 200.9; − 46.7
    [6, 125.5], // 172.2 − 46.7
    [5, 96.8], // 143.5 − 46.7
    [8, 182.9], // 229.6 − 46.7
    [10, 240.3], // 287 − 46.7
  ])('%p % → %p mg/dL', (percent, mgPerDl) => {
    close(eagFromPercent(percent), mgPerDl, 1e-9);
  });
});

describe('reading what the visitor types', () => {
  it('gives both units and the eAG for 7 % and for 48 mmol/mol', () => {
    const seven = readHba1c('7', 'porcentaje');
    if (!seven.ok) throw new Error('7 % should read');
    close(seven.percent, 7);
    close(seven.mmolPerMol, 52.9951902055094);
    close(seven.eagMgPerDl, 154.2);
    const fortyEight = readHba1c('48', 'mmol_mol');
    if (!fortyEight.ok) throw new Error('48 mmol/mol should read');
    close(fortyEight.percent, 6.54304);
    // 28.7 × 6.54304 = 187.785248; − 46.7 = 141.085248
    close(fortyEight.eagMgPerDl, 141.085248);
  });

  it('reads a comma as the decimal separator (D9)', () => {
    const reading = readHba1c('6,5', 'porcentaje');
    expect(reading.ok && reading.percent).toBe(6.5);
  });

  it('says nothing for an empty field', () => {
    expect(readHba1c('  ', 'porcentaje')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses text, zero and negatives with a plain message', () => {
    expect(readHba1c('siete', 'porcentaje')).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Introduce un número válido',
    });
    for (const text of ['0', '-6.5'])
      expect(readHba1c(text, 'porcentaje')).toEqual({
        ok: false,
        reason: 'not-positive',
        message: 'La HbA1c tiene que ser mayor que cero',
      });
  });

  it('refuses an absurd 40 %, and offers the reading in mmol/mol that fits', () => {
    const reading = readHba1c('40', 'porcentaje');
    expect(reading).toEqual({
      ok: false,
      reason: 'out-of-range',
      message:
        'Una HbA1c de 40 % no es un resultado posible: escribe un valor entre 3 % y 20 %. ¿Querías decir 40 mmol/mol? Cambia la unidad.',
      otherUnit: 'mmol_mol',
    });
  });

  it('refuses 7 mmol/mol and offers 7 %', () => {
    const reading = readHba1c('7', 'mmol_mol');
    expect(!reading.ok && reading.reason === 'out-of-range' && reading.otherUnit).toBe('porcentaje');
    expect(!reading.ok && reading.reason !== 'empty' && reading.message).toMatch(
      /^Una HbA1c de 7 mmol\/mol no es un resultado posible: escribe un valor entre 10 mmol\/mol y 195 mmol\/mol\. ¿Querías decir 7 %\?/,
    );
  });

  it('writes the typed value as typed, not rounded: 6.5 as mmol/mol offers 6.5 %', () => {
    const reading = readHba1c('6,5', 'mmol_mol');
    expect(!reading.ok && reading.reason !== 'empty' && reading.message).toBe(
      'Una HbA1c de 6.5 mmol/mol no es un resultado posible: escribe un valor entre 10 mmol/mol y 195 mmol/mol. ¿Querías decir 6.5 %? Cambia la unidad.',
    );
  });

  it('refuses 250 % with no other reading', () => {
    expect(readHba1c('250', 'porcentaje')).toEqual({
      ok: false,
      reason: 'out-of-range',
      message: 'Una HbA1c de 250 % no es un resultado posible: escribe un valor entre 3 % y 20 %',
    });
  });

  it('keeps the two units’ bounds consistent with the master equation', () => {
    // 3 % → (3 − 2.152) ÷ 0.09148 = 9.27; 20 % → 17.848 ÷ 0.09148 = 195.10: the bounds in mmol/mol are inside them.
    expect(IFCC_BOUNDS.min).toBeGreaterThanOrEqual(ifccFromPercent(PERCENT_BOUNDS.min));
    expect(IFCC_BOUNDS.max).toBeLessThanOrEqual(ifccFromPercent(PERCENT_BOUNDS.max));
    expect(IFCC_BOUNDS.min - ifccFromPercent(PERCENT_BOUNDS.min)).toBeLessThan(1);
    expect(ifccFromPercent(PERCENT_BOUNDS.max) - IFCC_BOUNDS.max).toBeLessThan(1);
    // Every accepted value gives a positive eAG: the lowest is 28.7 × 3 − 46.7 = 39.4 mg/dL.
    close(eagFromPercent(PERCENT_BOUNDS.min), 39.4);
  });

  it('never returns NaN or Infinity', () => {
    for (const text of ['1e400', 'NaN', 'Infinity', '3', '20', '10', '195', '0.0001'])
      for (const unit of ['porcentaje', 'mmol_mol'] as const)
        expect(JSON.stringify(readHba1c(text, unit))).not.toMatch(/NaN|Infinity|null/);
  });
});
