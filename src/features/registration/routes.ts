import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const namespaces = ['registration'];

export const registrationRoutes: RouteDef[] = [
  {
    path: paths.agreementTemplate,
    page: 'registration/routes/agreement-template',
    data: 'registration/routes/agreement-template.data',
    namespaces,
    // The ad landing's form paints from the HTML the build made, before the framework.
    prerender: true,
  },
  {
    path: paths.downloadTemplate,
    page: 'registration/routes/download-template',
    data: 'registration/routes/download-template.data',
    namespaces,
    // The download page paints its defaults from HTML; the template fills in after hydration.
    prerender: true,
  },
];
