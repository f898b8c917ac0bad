/**
 * D31: the decimal separator. The inline script is run from its own text (DECIMAL_BOOT_SCRIPT), as the browser
 * runs it, in jsdom with the browser's languages set; the expected separators are the and CLDR's, not
 * the script's output.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { DecimalSwitch } from '@/components/layout/decimal-switch';
import { DECIMAL_STORAGE_KEY, DETECTED_DECIMAL_STORAGE_KEY, withSeparator } from '@/lib/preferences/decimal';
import { DECIMAL_BOOT_SCRIPT } from '@/lib/preferences/decimal-script';
import { formatMXN } from '@/lib/tools/debt';
import { formatDms, formatNumber, formatPlain, formatScientific, GROUP_SEPARATOR as G } from '@/lib/units/format';
import { formatFactor } from '@/lib/units/format-factor';

function setLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

const runBootScript = () => new Function(DECIMAL_BOOT_SCRIPT)();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const choice = () => document.documentElement.getAttribute('data-decimal');

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  (window as unknown as { convierteloObserver?: MutationObserver }).convierteloObserver?.disconnect();
});

describe('the first choice comes from the browser languages, through Intl', () => {
  // The countries: Spain, Argentina, Colombia, Chile, Venezuela, Ecuador, Uruguay write a comma; Mexico,
  // Central America and the Caribbean a point.
  const COMMA = ['es-ES', 'es-AR', 'es-CO', 'es-CL', 'es-VE', 'es-EC', 'es-UY', 'es', 'de-DE'];
  const POINT = ['es-MX', 'es-US', 'es-GT', 'es-HN', 'es-SV', 'es-NI', 'es-PA', 'es-DO', 'es-PR', 'es-419', 'en-US'];
  it.each(COMMA)('%s → coma', (language) => {
    setLanguages([language]);
    runBootScript();
    expect(choice()).toBe('coma');
  });
  it.each(POINT)('%s → punto', (language) => {
    setLanguages([language]);
    runBootScript();
    expect(choice()).toBe('punto');
  });
  it('the first language decides: es-MX before es-ES gives the point', () => {
    setLanguages(['es-MX', 'es-ES']);
    runBootScript();
    expect(choice()).toBe('punto');
  });
  it('a stored choice wins over the languages, and garbage in storage is ignored', () => {
    setLanguages(['es-ES']);
    localStorage.setItem(DECIMAL_STORAGE_KEY, 'punto');
    runBootScript();
    expect(choice()).toBe('punto');
    localStorage.setItem(DECIMAL_STORAGE_KEY, '{not a choice');
    runBootScript();
    expect(choice()).toBe('coma');
  });
});

describe('the commonest languages are answered without Intl (issue 36: its first use holds the first paint)', () => {
  // Intl's own answers, asked here of every region the script may be given: the script must give the same without
  // asking it. Spanish and English differ by region (es-MX, en-DE); the region codes are Intl's, not the table's.
  const REGIONS = [
    ...Array.from({ length: 26 * 26 }, (_, index) =>
      String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
    ),
    '419',
    '001',
    '150',
  ];
  const intlSays = (tag: string) => (new Intl.NumberFormat(tag).format(1.5).includes(',') ? 'coma' : 'punto');
  let intlAsked: jest.SpyInstance;
  beforeEach(() => {
    intlAsked = jest.spyOn(Intl, 'NumberFormat');
  });
  afterEach(() => intlAsked.mockRestore());

  it.each(['es', 'en'])('every region of %s, in upper or lower case, as Intl writes it', (language) => {
    const expected = REGIONS.map((region) => intlSays(`${language}-${region}`));
    intlAsked.mockClear();
    const got = REGIONS.map((region, index) => {
      setLanguages([index % 2 === 0 ? `${language}-${region}` : `${language}-${region.toLowerCase()}`]);
      runBootScript();
      return choice();
    });
    expect(got).toEqual(expected);
    expect(intlAsked).not.toHaveBeenCalled();
    expect(localStorage.getItem(DETECTED_DECIMAL_STORAGE_KEY)).toBeNull();
  });
  it.each([
    ['pt-BR', 'coma'],
    ['pt-PT', 'coma'],
    ['ca-ES', 'coma'],
    ['en-GB', 'punto'],
    ['es-419', 'punto'],
  ])('%s → %s without Intl', (language, separator) => {
    setLanguages([language]);
    runBootScript();
    expect(choice()).toBe(separator);
    expect(intlAsked).not.toHaveBeenCalled();
  });
  it.each([['de-CH'], ['gl-ES'], ['eu'], ['sr-Latn-RS'], ['es-ES-u-nu-latn'], ['ja']])(
    '%s is asked of Intl',
    (language) => {
      setLanguages([language]);
      runBootScript();
      expect(intlAsked).toHaveBeenCalled();
      expect(choice()).toBe(intlSays(language));
    },
  );
});

describe('what Intl said is kept for the same languages (issue 25: its first use is slow)', () => {
  // Languages outside the table (decimal-by-language.ts), which ask Intl.
  it('keeps the languages and their separator, and uses them on the next page without asking Intl', () => {
    setLanguages(['de-DE', 'de']);
    runBootScript();
    expect(JSON.parse(localStorage.getItem(DETECTED_DECIMAL_STORAGE_KEY) ?? 'null')).toEqual({
      languages: 'de-DE,de',
      separator: 'coma',
    });
    // A kept answer that Intl would not give proves that Intl was not asked.
    localStorage.setItem(DETECTED_DECIMAL_STORAGE_KEY, JSON.stringify({ languages: 'de-DE,de', separator: 'punto' }));
    runBootScript();
    expect(choice()).toBe('punto');
  });
  it('asks again when the languages change, and ignores garbage', () => {
    localStorage.setItem(DETECTED_DECIMAL_STORAGE_KEY, JSON.stringify({ languages: 'de-DE', separator: 'coma' }));
    setLanguages(['de-CH']);
    runBootScript();
    expect(choice()).toBe('punto');
    localStorage.setItem(DETECTED_DECIMAL_STORAGE_KEY, '{garbage');
    setLanguages(['fr-FR']);
    runBootScript();
    expect(choice()).toBe('coma');
  });
  it('a language the table answers keeps nothing: there is nothing slow to spare', () => {
    setLanguages(['es-ES']);
    runBootScript();
    expect(localStorage.getItem(DETECTED_DECIMAL_STORAGE_KEY)).toBeNull();
  });
});

describe('the rewrite', () => {
  it('rewrites the text of marked elements only, and the marked aria-label', () => {
    setLanguages(['es-ES']);
    document.body.innerHTML = `
      <p data-n="">1 in = 2.54 cm; 32\u202f808.399 ft; 6.21371 × 10⁻⁷; 1, 2 y 3</p>
      <p>Wi-Fi 802.11</p>
      <svg data-n="" aria-label="empieza en $1000.00"></svg>`;
    runBootScript();
    const [marked, unmarked] = [...document.querySelectorAll('p')];
    expect(marked?.textContent).toBe('1 in = 2,54 cm; 32\u202f808,399 ft; 6,21371 × 10⁻⁷; 1, 2 y 3');
    expect(unmarked?.textContent).toBe('Wi-Fi 802.11');
    expect(document.querySelector('svg')?.getAttribute('aria-label')).toBe('empieza en $1000,00');
  });

  it('rewrites what is added or changed later, and switching back restores the point', async () => {
    setLanguages(['es-AR']);
    runBootScript();
    const later = document.createElement('output');
    later.setAttribute('data-n', '');
    later.textContent = '0.3937 in';
    document.body.append(later);
    await settle();
    expect(later.textContent).toBe('0,3937 in');
    later.firstChild!.nodeValue = '1.5 in';
    await settle();
    expect(later.textContent).toBe('1,5 in');

    const holder = window as unknown as { convierteloDecimal: (choice: string) => void };
    holder.convierteloDecimal('punto');
    expect(choice()).toBe('punto');
    expect(localStorage.getItem(DECIMAL_STORAGE_KEY)).toBe('punto');
    expect(later.textContent).toBe('1.5 in');
    later.firstChild!.nodeValue = '2.25 in';
    await settle();
    expect(later.textContent).toBe('2.25 in');
  });
});

describe('the footer switch, server HTML answered by the inline script (issue 25)', () => {
  const pressed = () =>
    Array.from(document.querySelectorAll('[data-separator]')).map(
      (button) => `${button.getAttribute('data-separator')}=${button.getAttribute('aria-pressed')}`,
    );
  const button = (name: RegExp) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find((b) => name.test(b.textContent ?? ''))!;

  it('marks the chosen button, and a click switches the page, is remembered and moves the mark', () => {
    document.body.innerHTML = `${renderToStaticMarkup(<DecimalSwitch />)}<p data-n="">2.54 cm</p>`;
    // As the server writes it: no button pressed yet.
    expect(pressed()).toEqual(['coma=null', 'punto=null']);
    setLanguages(['es-CL']);
    runBootScript();
    expect(pressed()).toEqual(['coma=true', 'punto=false']);
    expect(document.querySelector('p')?.textContent).toBe('2,54 cm');

    button(/Punto decimal/).click();
    expect(choice()).toBe('punto');
    expect(localStorage.getItem(DECIMAL_STORAGE_KEY)).toBe('punto');
    expect(pressed()).toEqual(['coma=false', 'punto=true']);
    expect(document.querySelector('p')?.textContent).toBe('2.54 cm');

    // A click on the sample inside the button counts as a click on it.
    (button(/Coma decimal/).lastChild as ChildNode).parentElement!.click();
    expect(choice()).toBe('coma');
    expect(pressed()).toEqual(['coma=true', 'punto=false']);
  });

  it('marks a switch parsed after the script, once the document is read', () => {
    setLanguages(['es-MX']);
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      runBootScript();
      document.body.innerHTML = renderToStaticMarkup(<DecimalSwitch />);
      expect(pressed()).toEqual(['coma=null', 'punto=null']);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(pressed()).toEqual(['coma=false', 'punto=true']);
    } finally {
      readyState.mockRestore();
    }
  });

  it('ignores clicks elsewhere', () => {
    document.body.innerHTML = `${renderToStaticMarkup(<DecimalSwitch />)}<button data-separator="coma">fuera</button>`;
    setLanguages(['es-MX']);
    runBootScript();
    button(/fuera/).click();
    expect(choice()).toBe('punto');
  });
});

describe('withSeparator (what the copy button copies)', () => {
  it.each([
    ['2.54', 'coma', '2,54'],
    ['32808.399', 'coma', '32808,399'],
    ['6.21371e-7', 'coma', '6,21371e-7'],
    ['1 h 30 min', 'coma', '1 h 30 min'],
    ['2.54', 'punto', '2.54'],
  ] as const)('%s with the %s → %s', (text, separator, expected) => {
    expect(withSeparator(text, separator)).toBe(expected);
  });
});

describe('every formatter path, as the visitor reads it with each separator', () => {
  // The formatters write the point; what the page shows goes through the marked elements' rewrite.
  const CASES: [string, string, string][] = [
    ['a result', formatNumber(2.54, 4), '2,54'],
    ['a grouped table value', formatNumber(32808.399, 3), `32${G}808,399`],
    ['the scientific form', formatScientific(6.21371e-7), '6,21371 × 10⁻⁷'],
    ['a formula factor', `in = cm ÷ ${formatFactor(2.54)}`, 'in = cm ÷ 2,54'],
    ['degrees, minutes and seconds', formatDms(57.29578), '57°17′44,81″'],
    ['money', formatMXN(106619), '$1066,19'],
    ['a grouped amount of money', formatMXN(123456789), `$1${G}234${G}567,89`],
    [
      'prose',
      'la pulgada mide 25.4 mm exactos, así que el 2.54 no es ningún redondeo',
      'la pulgada mide 25,4 mm exactos, así que el 2,54 no es ningún redondeo',
    ],
  ];
  it.each(CASES)('%s: %s', (_, written, withComma) => {
    setLanguages(['es-CO']);
    document.body.innerHTML = '<p data-n=""></p>';
    const paragraph = document.querySelector('p')!;
    paragraph.textContent = written;
    runBootScript();
    expect(paragraph.textContent).toBe(withComma);
    (window as unknown as { convierteloDecimal: (choice: string) => void }).convierteloDecimal('punto');
    expect(paragraph.textContent).toBe(written);
  });
  it('the copy keeps no grouping and the e-notation, with the chosen separator', () => {
    expect(withSeparator(formatPlain(32808.399, 3), 'coma')).toBe('32808,399');
    expect(withSeparator(formatPlain(6.21371e-7, 4), 'coma')).toBe('6,21371e-7');
    expect(withSeparator(formatPlain(6.21371e-7, 4), 'punto')).toBe('6.21371e-7');
  });
});
