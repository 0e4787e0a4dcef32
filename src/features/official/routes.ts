import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const ns = ['official'];
/** spec §2 "Official home": one layout (header, nav, footer) around the site's sections. */
const layout = { id: 'official-site', module: 'official/components/site-layout', namespaces: ns };
/** Every page of the site paints from the HTML the build made. */
const prerender = true;

export const officialRoutes: RouteDef[] = [
  { path: paths.home, page: 'official/routes/home', namespaces: ns, layout, prerender },
  { path: paths.officialAbout, page: 'official/routes/about', namespaces: ns, layout, prerender },
  { path: paths.officialUser, page: 'official/routes/user', namespaces: ns, layout, prerender },
  { path: paths.officialContact, page: 'official/routes/contact', namespaces: ns, layout, prerender },
  { path: paths.officialPolicy, page: 'official/routes/policy', namespaces: ns, layout, prerender },
  {
    path: paths.officialLoan,
    page: 'official/routes/loan',
    namespaces: [...ns, 'loanTerms'],
    layout,
    prerender,
  },
];
