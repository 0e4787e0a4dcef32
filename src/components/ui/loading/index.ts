export { Loading, GlobalLoading } from './loading';
