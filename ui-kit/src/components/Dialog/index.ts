export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
