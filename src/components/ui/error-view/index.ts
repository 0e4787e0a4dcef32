export { ErrorView, type ErrorViewProps } from './error-view';
export { errorMessage } from './error-message';
export { SessionEnded, type SessionEndedProps } from './session-ended';
export { HelpChannels, HelpContactContext, useHelpContact, type HelpContact } from './help-channels';
