export { NotificationBell } from './NotificationBell';
export { subscribeToPush, unsubscribeFromPush } from './web-push';
