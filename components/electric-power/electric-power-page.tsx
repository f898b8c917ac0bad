import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { electricPowerContent as content } from '@/lib/content/electric-power';
import type { RoutePath } from '@/lib/routes';
import { ELECTRIC_POWER_PAIRS } from '@/lib/tools/electric-power-pairs';
import { PowerCalculator } from './power-calculator';
import { PowerFormulas } from './power-formulas';
import { VoltageTable } from './voltage-table';

/**
 * Server shell of /calculadora-de-vatios-amperios (issue 34, D37): heading, the calculator (the only part that ships
 * JavaScript), the links to its question pages, the formula cards worked out at build time, the voltages by country
 * with their sources, and the text.
 */
export function ElectricPowerPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <PowerCalculator powerFactorHelp={content.powerFactorHelp} />
        <ToolPairLinks pairs={ELECTRIC_POWER_PAIRS} />
        <PowerFormulas title={content.formulas.title} cards={content.formulas.cards} />
        <VoltageTable {...content.voltages} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
