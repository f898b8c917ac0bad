import { PageHeader } from '@/components/page-header';
import { TextSections } from '@/components/text-sections';
import { HISTORICAL_EVENTS, MEMORABLE_MOMENTS, PERSONAL_CALCULATIONS, durationContent } from '@/lib/content/duration';
import { DurationCalculator } from './duration-calculator';

/**
 * Server component shared by /calcular-cuanto-dura and /calculadora-de-tiempo-y-duracion (one screen, two
 * routes). The lists travel to the client leaf as props; the long texts stay static HTML. No date that depends
 * on today is rendered here (D2).
 */
export function DurationPage() {
  return (
    <article>
      <PageHeader heading={durationContent.heading} intro={durationContent.intro} />
      <DurationCalculator historical={HISTORICAL_EVENTS} moments={MEMORABLE_MOMENTS} personal={PERSONAL_CALCULATIONS} />
      <TextSections sections={durationContent.sections} />
    </article>
  );
}
