import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const namespaces = ['registration'];

export const registrationRoutes: RouteDef[] = [
  {
    path: paths.agreementTemplate,
    page: 'registration/routes/agreement-template',
    data: 'registration/routes/agreement-template.data',
    namespaces,
  },
  {
    path: paths.downloadTemplate,
    page: 'registration/routes/download-template',
    data: 'registration/routes/download-template.data',
    namespaces,
  },
];
