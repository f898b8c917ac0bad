import { ogImageOf } from '@/components/og-image';
import { parDeTorsionFamily } from '@/lib/families/par-de-torsion';

const og = ogImageOf(parDeTorsionFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
