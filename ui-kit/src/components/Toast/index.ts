export { Toaster } from './Toast';
export type { ToasterProps } from './Toast';
export {
  toast,
  useToast,
  dismissToast,
  getToasts,
  resetToasts,
  TOAST_LIMIT,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  SWIPE_THRESHOLD,
  SWIPE_DIRECTION,
  TOAST_HOTKEY,
} from './toastStore';
export type { ToastOptions, ToastActionOptions, ToastRecord, ToastHandle, ToastVariant } from './toastStore';
