export { KeepTogether, splitValues } from './keep-together';
