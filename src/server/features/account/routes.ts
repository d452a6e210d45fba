import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSettings,
  accountSettingsUpdate,
  deleteAccountRequest,
  loginActivity,
  okResponse,
  phoneCodeRequest,
} from '../../../shared/api/account.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { AccountService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The signed-in person's own account: settings, login history, data export, deletion. */
export const accountRoutes =
  (service: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/account/settings',
      { schema: { tags: ['account'], summary: 'Notification and security-alert choices', response: { 200: accountSettings, ...errors } } },
      async (request) => service.settings(actorOf(request)),
    );

    app.patch(
      '/api/account/settings',
      {
        schema: {
          tags: ['account'],
          summary: 'Changes some of those choices',
          body: accountSettingsUpdate,
          response: { 200: accountSettings, ...errors },
        },
      },
      async (request) => service.updateSettings(actorOf(request), request.body),
    );

    app.get(
      '/api/account/logins',
      {
        schema: { tags: ['account'], summary: 'Recent sign-ins, the current session marked', response: { 200: loginActivity, ...errors } },
      },
      async (request) => service.loginActivity(actorOf(request)),
    );

    app.delete(
      '/api/account/sessions/:sessionId',
      {
        schema: {
          tags: ['account'],
          summary: 'Signs one of your sessions out, by the id /api/identity/list-sessions gives',
          params: z.object({ sessionId: z.string().min(1).max(200) }),
          response: { 200: okResponse, ...errors, 404: errorResponse },
        },
      },
      async (request) => {
        await service.revokeSession(actorOf(request), request.params.sessionId);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          tags: ['account'],
          summary: 'A download of everything Kredi holds about you, as JSON',
          response: { 200: z.unknown(), ...errors },
        },
      },
      async (request, reply) => {
        const date = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="kredi-data-${date}.json"`);
        return service.exportData(actorOf(request));
      },
    );

    app.post(
      '/api/account/phone/send-code',
      {
        schema: {
          tags: ['account'],
          summary: 'Texts a 6-digit code to the phone number on the profile',
          body: z.object({}).optional(),
          response: { 200: okResponse, ...errors, 429: errorResponse },
        },
      },
      async (request) => {
        await service.sendPhoneCode(actorOf(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/phone/verify',
      {
        schema: {
          tags: ['account'],
          summary: 'Confirms the profile phone number with the texted code',
          body: phoneCodeRequest,
          response: { 200: okResponse, ...errors, 409: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await service.verifyPhone(actorOf(request), request.body.code);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/delete',
      {
        schema: {
          tags: ['account'],
          summary: 'Deletes the account (personal data erased, money records kept)',
          description:
            'Refused (409 accountMoneyInFlight) while a top-up or a PayPal payment of the person is still on its way. ' +
            'Money left in the wallet moves to Kredi’s unclaimed balances (staff can give it back), never stays in a wallet nobody can use.',
          body: deleteAccountRequest,
          response: { 200: okResponse, ...errors, 409: errorResponse },
        },
      },
      async (request, reply) => {
        await service.deleteAccount(actorOf(request), request.body.password);
        // The session cookie no longer names a session; tell the browser to drop it too.
        for (const name of ['kredi.session_token', '__Secure-kredi.session_token', 'kredi.session_data', '__Secure-kredi.session_data']) {
          reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
        }
        return { ok: true as const };
      },
    );
  };
