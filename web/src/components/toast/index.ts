export { ToastProvider, useToast, TOAST_DEFAULT_DURATION } from './ToastProvider';
export type { ToastAction, ToastApi, ToastOptions, ToastVariant } from './ToastProvider';
