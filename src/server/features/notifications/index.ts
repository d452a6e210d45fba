/**
 * The notifications feature's front door (ADR 0072): the bell, the outbox per channel (email, SMS, push) and its renderers (ADRs 0020, 0028).
 * Other features, app.ts and the composition root import only what is exported here; the other files of
 * this folder are its own business.
 */
export { type ChannelChoices, channelChoicesOf, forgetChannelChoicesOf, saveChannelChoices } from './channel-choices.js';
export { NOTIFICATION_KIND } from './inbox.js';
export { createPushSender, resolveVapidKeys } from './push.js';
export { type ContactsOf, notificationRenderer } from './renderer.js';
export { notificationRoutes } from './routes.js';
export {
  type AfterSent,
  createNotifications,
  enqueueMessage,
  forgetNotificationsOf,
  type NewNotification,
  notify,
  outboxStats,
  type OutgoingMessage,
  type Renderer,
} from './service.js';
