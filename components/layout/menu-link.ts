import type { SiteRoute } from '@/lib/site';

/** The little a menu needs of a route: what crosses to the client stays small. */
export interface MenuLink {
  path: string;
  label: string;
  icon: string;
}

export const toMenuLink = ({ path, label, icon }: SiteRoute): MenuLink => ({ path, label, icon });
