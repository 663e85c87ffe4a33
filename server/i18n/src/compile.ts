/** Outside a browser build: ICU messages are compiled when first used (the server, Node tests). */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export const compile = (message: string) => compileMessageOrThrow(message);
