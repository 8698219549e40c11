// The community feature's public surface: what other features (Home) may use.
export { HeaderNotificationBell, NotificationBell, preloadNotificationBell } from './components/NotificationBell';
