import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountInfoResponse,
  avatarResponse,
  localeResponse,
  updateAccountInfoBody,
  updateAvatarBody,
  updateLocaleBody,
} from '../../../core/contract/account-info.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { ACCOUNT_TYPES } from '../../../core/enums.ts';
import { requireAccount } from '../../http/session.ts';
import { type AccountInfoService, toAccountInfo } from './service.ts';

export function accountInfoRoutes(accountInfo: AccountInfoService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of ACCOUNT_TYPES) {
      const path = `/${type}s/me/account-info`;
      const tags = ['account-info'];
      app.get(
        path,
        {
          schema: {
            tags,
            summary: `The signed-in ${type}'s account info`,
            response: { 200: accountInfoResponse, 401: errorBody, 403: errorBody },
          },
        },
        async (request) => ({ data: toAccountInfo(await requireAccount(request, type)) }),
      );
      app.put(
        path,
        {
          schema: {
            tags,
            summary: `Update the signed-in ${type}'s account info`,
            body: updateAccountInfoBody,
            response: { 200: accountInfoResponse, 401: errorBody, 403: errorBody, 422: validationErrorBody },
          },
        },
        async (request) => ({
          data: await accountInfo.update(await requireAccount(request, type), request.body),
        }),
      );
    }
    app.put(
      '/me/locale',
      {
        schema: {
          tags: ['account-info'],
          summary: "Set the signed-in account's language (its e-mails follow it)",
          body: updateLocaleBody,
          response: { 200: localeResponse, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await accountInfo.setLocale(await requireAccount(request), request.body.locale),
      }),
    );
    app.put(
      '/me/avatar',
      {
        schema: {
          tags: ['account-info'],
          summary:
            "Set the signed-in account's picture (one of its own public image uploads), or remove it with null",
          body: updateAvatarBody,
          response: { 200: avatarResponse, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await accountInfo.setAvatar(await requireAccount(request), request.body.imageId),
      }),
    );
  };
}
