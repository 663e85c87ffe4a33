export { WaitlistNotice } from './WaitlistNotice';
export type { WaitlistNoticeProps, WaitlistNoticeState } from './WaitlistNotice';
