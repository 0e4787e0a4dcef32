import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const ns = ['complaint'];

export const complaintRoutes: RouteDef[] = [
  {
    path: paths.complaint,
    page: 'complaint/routes/complaint-start',
    data: 'complaint/routes/complaint-start.data',
    firstCalls: ['complaintInit'],
    namespaces: ns,
  },
  { path: paths.complaintForm, page: 'complaint/routes/complaint-form', namespaces: ns },
  {
    path: paths.complaintList,
    page: 'complaint/routes/complaint-list',
    data: 'complaint/routes/complaint-list.data',
    firstCalls: ['complaintList'],
    namespaces: ns,
  },
  {
    path: paths.complaintDetails,
    page: 'complaint/routes/complaint-details',
    data: 'complaint/routes/complaint-details.data',
    firstCalls: ['complaintDetails'],
    namespaces: ns,
  },
];
