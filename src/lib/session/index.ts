// Framework-free: the early data start imports this before React loads. Hooks are in `./react`.
export * from './session-store';
export * from './url-query';
