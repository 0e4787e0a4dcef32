import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { preloadNamespaces } from '@/lib/i18n';
import { lazyRoute } from '@/lib/router/lazy-route';

const ns = ['official'];

/** spec §2 "Official home": one layout route (header, nav, footer) around the site's sections. */
export const officialRoutes: RouteObject[] = [
  {
    id: 'official-site',
    lazy: {
      Component: async () => {
        const [module] = await Promise.all([import('./components/site-layout'), preloadNamespaces(...ns)]);
        return module.default;
      },
    },
    children: [
      lazyRoute(paths.home, { page: () => import('./routes/home'), namespaces: ns }),
      lazyRoute(paths.officialAbout, { page: () => import('./routes/about'), namespaces: ns }),
      lazyRoute(paths.officialUser, { page: () => import('./routes/user'), namespaces: ns }),
      lazyRoute(paths.officialContact, { page: () => import('./routes/contact'), namespaces: ns }),
      lazyRoute(paths.officialPolicy, { page: () => import('./routes/policy'), namespaces: ns }),
      lazyRoute(paths.officialLoan, {
        page: () => import('./routes/loan'),
        namespaces: [...ns, 'officialLoan'],
      }),
    ],
  },
];
