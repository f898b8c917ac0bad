import { ogImageRoute } from '@/components/og-image';
import { parDeTorsionFamily } from '@/lib/families/par-de-torsion';

const og = ogImageRoute(parDeTorsionFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
