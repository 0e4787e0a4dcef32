export { PhoneLink } from './phone-link';
