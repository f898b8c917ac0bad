import type { KnownRoute, RoutePath } from '@/lib/routes';

/** The little a menu needs of a route: what crosses to the client stays small. */
export interface MenuLink {
  path: RoutePath;
  label: string;
  icon: string;
}

export const toMenuLink = ({ path, label, icon }: KnownRoute): MenuLink => ({ path, label, icon });
