export { ToastProvider, useToast, TOAST_DEFAULT_DURATION } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastVariant } from './ToastProvider';
