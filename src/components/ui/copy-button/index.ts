export { CopyButton, useCopy } from './copy-button';
