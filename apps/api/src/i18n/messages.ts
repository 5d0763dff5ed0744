// The catalogue is shared with the client's mock server, so a story shows the words the server sends.
export { messages, type MessageKey } from '@sarraf/messages';
