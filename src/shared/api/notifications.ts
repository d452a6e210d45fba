import { z } from 'zod';
import { idParam } from '../text';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';

/** docs/product-rules.md#notification-types: promotion, bonus and urgent have their own style; info has the default one. */
const NOTIFICATION_TYPES = ['promotion', 'bonus', 'urgent', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notifications?lang=: written in that language (English when left out). */
export const notificationsQuery = z.object({
  lang: z
    .enum(LANGUAGE_CODES as [Language, ...Language[]])
    .optional()
    .default('en'),
});

const notification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  read: z.boolean(),
  /** The screen it opens, for a notice that leads somewhere to act (a saved recipient's alert opens the send screen). */
  link: z.string().optional(),
});
export type AppNotification = z.infer<typeof notification>;

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationIdParams = z.object({ id: idParam(300) });

/** GET /api/push/key: the VAPID public key a browser subscribes with (applicationServerKey). */
export const pushKeyResponse = z.object({ publicKey: z.string() });

/** A browser's PushSubscription, as its toJSON() writes it. */
export const pushSubscriptionRequest = z.object({
  /** The push service's URL for this browser (https in every browser; http only for the loopback stand-in). */
  endpoint: z
    .string()
    .url()
    .max(2000)
    .regex(/^https?:\/\//),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,32}$/)
      .max(32),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: z.string().url().max(2000) });
