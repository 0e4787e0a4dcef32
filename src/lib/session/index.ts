export * from './session-store';
export * from './url-query';
export { useRouteQuery, routeQueryFromRequest } from './route-query';
