export { GrievanceLinks } from './grievance-links';
