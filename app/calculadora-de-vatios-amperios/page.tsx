import { ElectricPowerPage } from '@/components/electric-power/electric-power-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calculadora-de-vatios-amperios');

export default function Page() {
  return <ElectricPowerPage path="/calculadora-de-vatios-amperios" />;
}
