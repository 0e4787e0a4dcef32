import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

export const devToolsRoutes: RouteDef[] = [
  { path: paths.testPreview, page: 'dev-tools/routes/test-preview', namespaces: ['devTools'] },
];
