export { CodeGroups, codeGroups } from './code-groups';
