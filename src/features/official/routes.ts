import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const ns = ['official'];
/** spec §2 "Official home": one layout (header, nav, footer) around the site's sections. */
const layout = { id: 'official-site', module: 'official/components/site-layout', namespaces: ns };

export const officialRoutes: RouteDef[] = [
  { path: paths.home, page: 'official/routes/home', namespaces: ns, layout },
  { path: paths.officialAbout, page: 'official/routes/about', namespaces: ns, layout },
  { path: paths.officialUser, page: 'official/routes/user', namespaces: ns, layout },
  { path: paths.officialContact, page: 'official/routes/contact', namespaces: ns, layout },
  { path: paths.officialPolicy, page: 'official/routes/policy', namespaces: ns, layout },
  { path: paths.officialLoan, page: 'official/routes/loan', namespaces: [...ns, 'officialLoan'], layout },
];
