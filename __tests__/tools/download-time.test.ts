import { datosDigitales } from '@/lib/families/datos-digitales/units';
import { downloadTime } from '@/lib/families/transferencia-de-datos/download';
import { transferenciaDeDatos } from '@/lib/families/transferencia-de-datos/units';
import { downloadSeconds, formatDuration } from '@/lib/tools/download-time';

const seconds = (size: number, sizeUnit: string, speed: number, speedUnit: string) =>
  downloadSeconds(size, sizeUnit, datosDigitales, speed, speedUnit, transferenciaDeDatos);

describe('downloadSeconds (D30)', () => {
  it('4 GB (decimal) at 50 Mbit/s: 4 × 8 × 10⁹ bit ÷ (50 × 10⁶ bit/s) = 640 s = 10 min 40 s', () => {
    expect(seconds(4, 'gigabytes_decimales', 50, 'megabits_por_segundo')).toBeCloseTo(640, 9);
    expect(formatDuration(640)).toBe('10 min 40 s');
  });

  it('4 GB (binary, 1024³ B) at 50 Mbit/s: 4 × 8 × 1 073 741 824 bit = 34 359 738 368 bit ÷ 5 × 10⁷ = 687.19476736 s', () => {
    expect(seconds(4, 'gigabytes', 50, 'megabits_por_segundo')).toBeCloseTo(687.19476736, 9);
    // 687 s = 11 × 60 + 27
    expect(formatDuration(687.19476736)).toBe('11 min 27 s');
  });

  it('100 MB (decimal) at 100 Mbit/s: 8 × 10⁸ bit ÷ 10⁸ bit/s = 8 s', () => {
    expect(seconds(100, 'megabytes_decimales', 100, 'megabits_por_segundo')).toBeCloseTo(8, 12);
  });

  it('1 TB (decimal) at 1 MB/s: 10¹² B ÷ 10⁶ B/s = 10⁶ s = 11 d 13 h 46 min 40 s, written without the seconds', () => {
    expect(seconds(1, 'terabytes_decimales', 1, 'megabytes_por_segundo')).toBeCloseTo(1e6, 6);
    expect(formatDuration(1e6)).toBe('11 d 13 h 46 min');
  });

  it('gives no time for a zero or negative speed, or a negative size', () => {
    expect(seconds(4, 'gigabytes', 0, 'megabits_por_segundo')).toBeUndefined();
    expect(seconds(4, 'gigabytes', -1, 'megabits_por_segundo')).toBeUndefined();
    expect(seconds(-4, 'gigabytes', 50, 'megabits_por_segundo')).toBeUndefined();
    expect(seconds(4, 'no_such_unit', 50, 'megabits_por_segundo')).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [0.64, '0.64 s'],
    [42.5, '42.5 s'],
    [60, '1 min'],
    [3605, '1 h 5 s'],
    [3600 + 5 * 60, '1 h 5 min'],
    [86400 * 2 + 3 * 3600 + 30, '2 d 3 h'],
  ])('%p s → %s', (value, text) => {
    expect(formatDuration(value)).toBe(text);
  });
});

describe('the calculator’s words', () => {
  it('pairs each binary size with its decimal namesake', () => {
    expect(downloadTime.otherReading).toMatchObject({
      gigabytes: 'gigabytes_decimales',
      gigabytes_decimales: 'gigabytes',
      kilobytes: 'kilobytes_decimales',
      megabits: 'megabits_decimales',
      terabytes_decimales: 'terabytes',
    });
    expect(downloadTime.otherReading).not.toHaveProperty('bytes');
  });

  it('states the worked example as computed: 10 min 40 s decimal, 11 min 27 s binary', () => {
    const text = downloadTime.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain('4 GB decimales a 50 Mbit/s tarda 10 min 40 s');
    expect(text).toContain('si los 4 GB son binarios, 11 min 27 s');
  });
});
