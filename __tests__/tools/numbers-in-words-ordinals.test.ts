/**
 * Ordinals, 1 … 999 (D36), written by hand from the Ortografía (2010, ch. VIII §3.2) and the DPD's table
 * ('ordinales'): undécimo / decimoprimero, decimotercero / décimo tercero, vigesimoprimero / vigésimo primero,
 * trigésimo primero / trigesimoprimero, the hundreds apart, the apocope of primero and tercero.
 */
import { ordinal, type OrdinalForms } from '@/lib/tools/numbers-in-words/ordinals';

const forms = (n: bigint): OrdinalForms => {
  const outcome = ordinal(n);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

describe('ordinals', () => {
  it.each<[bigint, string, string, string]>([
    // [n, masculine, feminine, before a masculine noun]
    [1n, 'primero', 'primera', 'primer'],
    [2n, 'segundo', 'segunda', 'segundo'],
    [3n, 'tercero', 'tercera', 'tercer'],
    [4n, 'cuarto', 'cuarta', 'cuarto'],
    [5n, 'quinto', 'quinta', 'quinto'],
    [6n, 'sexto', 'sexta', 'sexto'],
    [7n, 'séptimo', 'séptima', 'séptimo'],
    [8n, 'octavo', 'octava', 'octavo'],
    [9n, 'noveno', 'novena', 'noveno'],
    [10n, 'décimo', 'décima', 'décimo'],
    [11n, 'undécimo', 'undécima', 'undécimo'],
    [12n, 'duodécimo', 'duodécima', 'duodécimo'],
    [13n, 'decimotercero', 'decimotercera', 'decimotercer'],
    [17n, 'decimoséptimo', 'decimoséptima', 'decimoséptimo'],
    // 'o' + 'o' make one.
    [18n, 'decimoctavo', 'decimoctava', 'decimoctavo'],
    [19n, 'decimonoveno', 'decimonovena', 'decimonoveno'],
    [20n, 'vigésimo', 'vigésima', 'vigésimo'],
    [21n, 'vigesimoprimero', 'vigesimoprimera', 'vigesimoprimer'],
    [23n, 'vigesimotercero', 'vigesimotercera', 'vigesimotercer'],
    [28n, 'vigesimoctavo', 'vigesimoctava', 'vigesimoctavo'],
    [30n, 'trigésimo', 'trigésima', 'trigésimo'],
    [31n, 'trigésimo primero', 'trigésima primera', 'trigésimo primer'],
    [44n, 'cuadragésimo cuarto', 'cuadragésima cuarta', 'cuadragésimo cuarto'],
    [50n, 'quincuagésimo', 'quincuagésima', 'quincuagésimo'],
    [60n, 'sexagésimo', 'sexagésima', 'sexagésimo'],
    [70n, 'septuagésimo', 'septuagésima', 'septuagésimo'],
    [80n, 'octogésimo', 'octogésima', 'octogésimo'],
    [93n, 'nonagésimo tercero', 'nonagésima tercera', 'nonagésimo tercer'],
    [100n, 'centésimo', 'centésima', 'centésimo'],
    [101n, 'centésimo primero', 'centésima primera', 'centésimo primer'],
    [111n, 'centésimo undécimo', 'centésima undécima', 'centésimo undécimo'],
    [121n, 'centésimo vigesimoprimero', 'centésima vigesimoprimera', 'centésimo vigesimoprimer'],
    [200n, 'ducentésimo', 'ducentésima', 'ducentésimo'],
    [300n, 'tricentésimo', 'tricentésima', 'tricentésimo'],
    [349n, 'tricentésimo cuadragésimo noveno', 'tricentésima cuadragésima novena', 'tricentésimo cuadragésimo noveno'],
    [400n, 'cuadringentésimo', 'cuadringentésima', 'cuadringentésimo'],
    [500n, 'quingentésimo', 'quingentésima', 'quingentésimo'],
    [600n, 'sexcentésimo', 'sexcentésima', 'sexcentésimo'],
    [700n, 'septingentésimo', 'septingentésima', 'septingentésimo'],
    [800n, 'octingentésimo', 'octingentésima', 'octingentésimo'],
    [900n, 'noningentésimo', 'noningentésima', 'noningentésimo'],
    [999n, 'noningentésimo nonagésimo noveno', 'noningentésima nonagésima novena', 'noningentésimo nonagésimo noveno'],
  ])('%s → %s, %s, %s', (n, masculine, feminine, apocopated) => {
    expect(forms(n)).toMatchObject({ masculine, feminine, apocopated });
  });

  it.each<[bigint, string[]]>([
    [11n, ['decimoprimero', 'décimo primero']],
    [12n, ['decimosegundo', 'décimo segundo']],
    [13n, ['décimo tercero']],
    [21n, ['vigésimo primero']],
    [31n, ['trigesimoprimero']],
    [121n, ['centésimo vigésimo primero']],
    [1n, []],
    [20n, []],
    [100n, []],
  ])('%s also accepts %j', (n, alternatives) => {
    expect(forms(n).alternatives.map((spelling) => spelling.masculine)).toEqual(alternatives);
  });

  it('agrees both words when apart, only the last when fused', () => {
    expect(forms(21n).alternatives[0]).toEqual({
      masculine: 'vigésimo primero',
      feminine: 'vigésima primera',
      apocopated: 'vigésimo primer',
    });
    expect(forms(11n).alternatives[0]).toEqual({
      masculine: 'decimoprimero',
      feminine: 'decimoprimera',
      apocopated: 'decimoprimer',
    });
  });

  it.each<[bigint, string, string, string | null]>([
    [1n, '1.º', '1.ª', '1.er'],
    [3n, '3.º', '3.ª', '3.er'],
    [13n, '13.º', '13.ª', '13.er'],
    [21n, '21.º', '21.ª', '21.er'],
    [2n, '2.º', '2.ª', null],
    [11n, '11.º', '11.ª', null],
  ])('%s is abbreviated %s, %s, %s', (n, masculine, feminine, apocopated) => {
    expect(forms(n).abbreviations).toEqual({ masculine, feminine, apocopated });
  });

  it.each([0n, -1n, 1000n, 10n ** 18n])('%s has no ordinal here: a message, not an exception', (n) => {
    const outcome = ordinal(n);
    expect(outcome).toMatchObject({ ok: false, reason: 'ordinal-range' });
    expect(!outcome.ok && outcome.message).toMatch(/del 1 al 999/);
  });

  it('gives every number 1 … 999 a masculine and a feminine with no stray endings', () => {
    for (let n = 1n; n <= 999n; n += 1n) {
      const { masculine, feminine } = forms(n);
      expect(masculine).toMatch(/^[a-záéíóú ]+o$/);
      expect(feminine).toMatch(/^[a-záéíóú ]+a$/);
    }
  });
});
