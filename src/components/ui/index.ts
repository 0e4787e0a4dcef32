export * from './toast';
export * from './modal';
export * from './loading';
export * from './error-view';
export * from './async-view';
export * from './copy-button';
export * from './star-rating';
