/**
 * Issue 34: the watts-and-amperes page as a visitor uses it. Expected values are worked out by hand from P = V·I (DC),
 * P = V·I·FP (single-phase) and P = √3·V·I·FP (three-phase, V between phases), √3 = 1.7320508; the text's own figures
 * are checked against the calculator at the end.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElectricPowerPage } from '@/components/electric-power/electric-power-page';
import { PowerCalculator } from '@/components/electric-power/power-calculator';
import { PowerFormulas } from '@/components/electric-power/power-formulas';
import { VoltageTable } from '@/components/electric-power/voltage-table';
import { TextSections } from '@/components/text-sections';
import {
  BREAKER,
  ELECTRIC_POWER_PATH,
  electricPowerContent as content,
  electricPowerRoute,
} from '@/lib/content/electric-power';
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  wattsFromAmperes,
  type ElectricOutcome,
} from '@/lib/tools/electric-power';
import { formatNumber } from '@/lib/units/format';

const HELP = 'Ayuda del factor de potencia.';

beforeEach(() => window.history.replaceState(null, '', ELECTRIC_POWER_PATH));

function setup() {
  const user = userEvent.setup();
  render(<PowerCalculator powerFactorHelp={HELP} />);
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const typeInto = async (input: HTMLInputElement, text: string) => {
    await user.clear(input);
    if (text !== '') await user.type(input, text);
  };
  return {
    user,
    field,
    typeInto,
    known: screen.getByLabelText('Lo que sabes') as HTMLSelectElement,
    kind: screen.getByLabelText('Tipo de circuito') as HTMLSelectElement,
  };
}

const resultLine = () => screen.queryByRole('status')?.textContent ?? null;
/** The value next to a label in the results (<dt>label</dt><dd>value</dd>). */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;

/** D31: text with a point between two digits whose element is not marked data-n, which the comma would never reach. */
function unmarkedDecimals(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (/\d\.\d/.test(text) && !node.parentElement?.hasAttribute('data-n')) found.push(text);
  }
  return found;
}

describe('PowerCalculator', () => {
  it('opens on the issue’s “1000 W a 220 V”: 1000 / 220 = 4.5455 A, single-phase, FP 1, clean address', () => {
    const { field, known, kind } = setup();
    expect(known.value).toBe('vatios');
    expect(kind.value).toBe('monofasica');
    expect(field('Potencia (W)').value).toBe('1000');
    expect(field('Tensión (V)').value).toBe('220');
    expect(field('Factor de potencia (FP)').value).toBe('1');
    expect(resultLine()).toBe('1000 W a 220 V → 4.5455 A');
    expect(screen.getByText('I = P ÷ (V × FP) = 1000 W ÷ (220 V × 1) = 4.5455 A')).toBeInTheDocument();
    expect(figure('Corriente')).toBe('4.5455 A');
    expect(figure('Potencia activa')).toBe('1000 W (1 kW)');
    expect(figure('Potencia aparente')).toBe('1000 VA (1 kVA)');
    expect(figure('Factor de potencia')).toBe('1');
    expect(screen.getByText(HELP)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('lowers the power factor: 2000 W at 120 V, FP 0.9 → 2000 / 108 = 18.5185 A, S = 2222.22 VA', async () => {
    const { field, typeInto } = setup();
    await typeInto(field('Potencia (W)'), '2000');
    await typeInto(field('Tensión (V)'), '120');
    await typeInto(field('Factor de potencia (FP)'), '0,9');
    expect(resultLine()).toBe('2000 W a 120 V, FP 0.9 → 18.5185 A');
    expect(figure('Potencia aparente')).toBe('2222.22 VA (2.2222 kVA)');
    expect(window.location.search).toBe('?dato=vatios&valor=2000&circuito=monofasica&voltios=120&fp=0%2C9');
  });

  it('three-phase asks for the voltage between phases: 10 kW at 400 V, FP 0.85 → 10000 / 588.8973 = 16.9809 A', async () => {
    const { field, kind, user, typeInto } = setup();
    await user.selectOptions(kind, 'trifasica');
    expect(screen.queryByLabelText('Tensión (V)')).not.toBeInTheDocument();
    await typeInto(field('Potencia (W)'), '10000');
    await typeInto(field('Tensión entre fases (V)'), '400');
    await typeInto(field('Factor de potencia (FP)'), '0.85');
    expect(resultLine()).toBe('10\u202f000 W a 400 V trifásica, FP 0.85 → 16.9809 A');
    // D8: five digits and more are grouped with a narrow no-break space (the default matcher reads it as a space).
    expect(screen.getByText('I = P ÷ (√3 × V × FP) = 10 000 W ÷ (√3 × 400 V × 0.85) = 16.9809 A')).toBeInTheDocument();
    // S = 10000 / 0.85 = 11 764.71 VA.
    expect(figure('Potencia aparente')).toBe('11\u202f764.71 VA (11.7647 kVA)');
  });

  it('goes from amperes to watts: 10 A at 230 V, FP 0.8 → P = 1840 W, S = 2300 VA', async () => {
    const { field, known, user, typeInto } = setup();
    await user.selectOptions(known, 'amperios');
    await typeInto(field('Corriente (A)'), '10');
    await typeInto(field('Tensión (V)'), '230');
    await typeInto(field('Factor de potencia (FP)'), '0.8');
    expect(resultLine()).toBe('10 A a 230 V, FP 0.8 → 1840 W');
    expect(screen.getByText('P = V × I × FP = 230 V × 10 A × 0.8 = 1840 W')).toBeInTheDocument();
    expect(figure('Potencia activa')).toBe('1840 W (1.84 kW)');
    expect(figure('Potencia aparente')).toBe('2300 VA (2.3 kVA)');
  });

  it('goes from kVA to amperes: 10 kVA at 230 V → 10000 / 230 = 43.4783 A; with FP 0.8 the watts are 8000', async () => {
    const { field, known, user, typeInto } = setup();
    await user.selectOptions(known, 'kva');
    await typeInto(field('Potencia aparente (kVA)'), '10');
    await typeInto(field('Tensión (V)'), '230');
    await typeInto(field('Factor de potencia (FP)'), '0.8');
    expect(resultLine()).toBe('10 kVA a 230 V → 43.4783 A');
    expect(screen.getByText('I = S ÷ V = 10 000 VA ÷ 230 V = 43.4783 A')).toBeInTheDocument();
    expect(figure('Potencia activa')).toBe('8000 W (8 kW)');
  });

  it('direct current has no power factor: 60 W at 12 V → 5 A, and the address carries no fp', async () => {
    const { field, kind, user, typeInto } = setup();
    await user.selectOptions(kind, 'continua');
    expect(screen.queryByLabelText('Factor de potencia (FP)')).not.toBeInTheDocument();
    expect(screen.getByText(/En corriente continua no hay factor de potencia/)).toBeInTheDocument();
    await typeInto(field('Potencia (W)'), '60');
    await typeInto(field('Tensión (V)'), '12');
    expect(resultLine()).toBe('60 W a 12 V en continua → 5 A');
    expect(screen.getByText('I = P ÷ V = 60 W ÷ 12 V = 5 A')).toBeInTheDocument();
    expect(window.location.search).toBe('?dato=vatios&valor=60&circuito=continua&voltios=12');
  });

  it('refuses a power factor above 1, under its own field, with no result', async () => {
    const { field, typeInto } = setup();
    const fp = field('Factor de potencia (FP)');
    await typeInto(fp, '1.2');
    expect(fp).toHaveAttribute('aria-invalid', 'true');
    expect(fp).toHaveAccessibleDescription(/no puede ser mayor que 1/);
    expect(resultLine()).toBeNull();
    await typeInto(fp, '0');
    expect(fp).toHaveAccessibleDescription(/mayor que 0 y como mucho 1/);
  });

  it('puts each reason under its field and never shows NaN', async () => {
    const { field, typeInto } = setup();
    const volts = field('Tensión (V)');
    await typeInto(volts, '0');
    expect(volts).toHaveAccessibleDescription('La tensión debe ser mayor que 0 V.');
    expect(field('Factor de potencia (FP)')).not.toHaveAttribute('aria-invalid');
    await typeInto(volts, '230');
    const power = field('Potencia (W)');
    await typeInto(power, '-5');
    expect(power).toHaveAccessibleDescription('La potencia no puede ser negativa.');
    await typeInto(power, 'abc');
    expect(power).toHaveAccessibleDescription('Introduce un número válido');
    expect(resultLine()).toBeNull();
    // An empty field is no mistake: no hint, no result.
    await typeInto(power, '');
    expect(power).not.toHaveAttribute('aria-invalid');
    expect(resultLine()).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('marks every decimal it writes for the visitor’s separator (D31)', async () => {
    const { field, known, user, typeInto } = setup();
    await typeInto(field('Factor de potencia (FP)'), '0.85');
    expect(unmarkedDecimals(document.body)).toEqual([]);
    await user.selectOptions(known, 'kva');
    await typeInto(field('Potencia aparente (kVA)'), '2.5');
    expect(unmarkedDecimals(document.body)).toEqual([]);
  });

  it('opens with the state the address carries (D9): 16 A at 400 V three-phase → √3 × 400 × 16 = 11 085.13 W', () => {
    window.history.replaceState(
      null,
      '',
      `${ELECTRIC_POWER_PATH}?dato=amperios&valor=16&circuito=trifasica&voltios=400&fp=1&otra=x`,
    );
    setup();
    expect(resultLine()).toBe('16 A a 400 V trifásica → 11\u202f085.13 W');
    expect(window.location.search).toBe('?dato=amperios&valor=16&circuito=trifasica&voltios=400&fp=1');
  });

  it('opens on a question page’s circuit (issue 34): 1000 W at 400 V three-phase, FP 0.85 → 1000 / 588.8973 = 1.6981 A', () => {
    render(
      <PowerCalculator
        powerFactorHelp={HELP}
        initial={{ known: 'vatios', value: '1000', kind: 'trifasica', volts: '400', powerFactor: '0.85' }}
      />,
    );
    expect((screen.getByLabelText('Tipo de circuito') as HTMLSelectElement).value).toBe('trifasica');
    expect((screen.getByLabelText('Tensión entre fases (V)') as HTMLInputElement).value).toBe('400');
    expect(resultLine()).toBe('1000 W a 400 V trifásica, FP 0.85 → 1.6981 A');
    expect(window.location.search).toBe('');
  });
});

describe('the page', () => {
  it('links to its question pages under the calculator (issue 34)', () => {
    render(<ElectricPowerPage path={ELECTRIC_POWER_PATH} />);
    const links = within(screen.getByRole('navigation', { name: 'Conversiones frecuentes' }));
    expect(links.getByRole('link', { name: 'kVA a amperios' })).toHaveAttribute(
      'href',
      `${ELECTRIC_POWER_PATH}/kva-a-amperios`,
    );
    expect(links.getAllByRole('link')).toHaveLength(5);
  });
});

describe('the formula cards and the voltages', () => {
  it('works out each card’s example with the calculator', () => {
    render(<PowerFormulas title={content.formulas.title} cards={content.formulas.cards} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Corriente continua',
      'Alterna monofásica',
      'Alterna trifásica (V entre fases)',
    ]);
    expect(cards[0]).toHaveTextContent('P = V × II = P ÷ V');
    expect(cards[0]).toHaveTextContent('Ejemplo: 60 W a 12 V en continua → 5 A');
    expect(cards[1]).toHaveTextContent('Ejemplo: 1000 W a 220 V → 4.5455 A');
    expect(cards[2]).toHaveTextContent('P = √3 × V × I × FP');
    expect(cards[2]).toHaveTextContent('Ejemplo: 10 000 W a 400 V trifásica, FP 0.85 → 16.9809 A');
  });

  it('renders the cards, the table and the text with every decimal marked (D31)', () => {
    const { container } = render(
      <>
        <PowerFormulas title={content.formulas.title} cards={content.formulas.cards} />
        <VoltageTable {...content.voltages} />
        <TextSections sections={content.sections} />
      </>,
    );
    expect(unmarkedDecimals(container)).toEqual([]);
  });

  it('names a source and a date for every voltage (D34)', () => {
    render(<VoltageTable {...content.voltages} />);
    const table = screen.getByRole('table', { name: 'Tensiones habituales por país' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'España',
      'Francia',
      'México',
      'EE. UU.',
      'Argentina (provincia de Buenos Aires)',
      'Perú',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('127 V');
    for (const row of content.voltages.rows) {
      expect(row.url).toMatch(/^https?:\/\//);
      expect(row.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(screen.getByRole('link', { name: row.source })).toHaveAttribute('href', row.url);
    }
  });
});

describe('the page’s words', () => {
  const text = content.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');
  const amps = (outcome: ElectricOutcome, decimals = 4) => {
    if (!outcome.ok) throw new Error(outcome.reason);
    return formatNumber(outcome.result.amperes, decimals);
  };
  const single = (volts: number, powerFactor = 1) => ({ kind: 'monofasica' as const, volts, powerFactor });

  it('has at least 300 words of explanation, and a description within 160 characters', () => {
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(300);
    expect(electricPowerRoute.description.length).toBeLessThanOrEqual(160);
  });

  it('states the calculator’s figures', () => {
    expect(text).toContain(`consume ${amps(amperesFromWatts(1000, single(220)))} A a 220 V`);
    expect(text).toContain(`pero ${amps(amperesFromWatts(1000, single(127)))} A a 127 V`);
    expect(text).toContain(`√3 ≈ ${formatNumber(Math.sqrt(3), 3)}`);
    expect(text).toContain(`piden ${amps(amperesFromWatts(2000, single(120)))} A con un factor de 1`);
    expect(text).toContain(`y ${amps(amperesFromWatts(2000, single(120, 0.9)))} A con uno de 0.9`);
    expect(text).toContain(`230 V × √3 = ${formatNumber(230 * Math.sqrt(3), 1)} V`);
    expect(text).toContain(`127 V × √3 ≈ ${Math.round(127 * Math.sqrt(3))} V`);
    expect(text).toContain(
      `pide ${amps(amperesFromWatts(10000, { kind: 'trifasica', volts: 400, powerFactor: 0.85 }))} A por fase`,
    );
    const watts = (amperes: number, volts: number) => {
      const outcome = wattsFromAmperes(amperes, single(volts));
      if (!outcome.ok) throw new Error(outcome.reason);
      return formatNumber(outcome.result.watts, 2);
    };
    expect(text).toContain(`16 A a 230 V son ${watts(16, 230)} W, y 20 A a 127 V son ${watts(20, 127)} W`);
    const generator = amperesFromKilovoltAmperes(10, single(230, 0.8));
    if (!generator.ok) throw new Error(generator.reason);
    expect(text).toContain(`un generador de 10 kVA da ${formatNumber(generator.result.watts, 2)} W`);
    expect(text).toContain(`10 kVA a 230 V en monofásica son ${amps(generator)} A`);
    expect(text).toContain(
      `a 400 V en trifásica, ${amps(amperesFromKilovoltAmperes(10, { kind: 'trifasica', volts: 400, powerFactor: 1 }))} A por fase`,
    );
  });

  it('quotes the breaker standard from its sourced data, and names the breaker in each country (D35)', () => {
    expect(text).toContain(`con ${BREAKER.noTripMultiple} veces su corriente nominal`);
    expect(text).toContain(`con ${BREAKER.tripMultiple} veces`);
    expect(text).toMatch(/magnetotérmico o PIA en España, pastilla o breaker en México, térmica en Argentina/);
  });

  it('says a power factor above 1 is refused, and why the calculator starts at 1', () => {
    expect(text).toMatch(/no puede ser mayor que 1, y la calculadora rechaza un valor así/);
    expect(text).toMatch(/empieza con un factor de potencia de 1 porque/);
  });
});
