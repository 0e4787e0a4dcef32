export { Deferred, type DeferredProps } from './deferred';
