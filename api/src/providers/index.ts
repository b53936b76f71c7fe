import type { Config } from '../config';
import type { Db } from '../db/client';
import { eskizSms } from './eskiz-sms';
import { sandboxCard } from './sandbox-card';
import { enqueueMessage } from '../services/outbox';
import { sandboxChat, sandboxMessenger, sandboxPush, sandboxSms } from './sandbox-messages';
import { telegramBot } from './telegram-bot';
import { telegramGateway } from './telegram-gateway';
import type { Providers, SmsProvider } from './types';
import { uzcardHttp } from './uzcard-http';
import { pushOff, webPushService } from './web-push-service';

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set for the selected provider`);
  return value;
}

/**
 * Sandbox providers unless the environment selects real ones (SMS_PROVIDER, TELEGRAM_PROVIDER, PUSH_PROVIDER, CARD_PROVIDER;
 * TELEGRAM_BOT_TOKEN for the bot that writes to chats). Only the outbox's sender calls sms/messenger/chat/push.
 */
export function createProviders(config: Config, db: Db): Providers {
  const sms =
    config.sms.provider === 'eskiz'
      ? eskizSms({
          baseUrl: config.sms.eskizBaseUrl,
          email: required(config.sms.eskizEmail, 'ESKIZ_EMAIL'),
          password: required(config.sms.eskizPassword, 'ESKIZ_PASSWORD'),
          from: config.sms.eskizFrom ?? '4546',
        })
      : sandboxSms(db);
  const messenger =
    config.telegram.provider === 'telegram'
      ? telegramGateway({
          baseUrl: config.telegram.gatewayBaseUrl,
          token: required(config.telegram.gatewayToken, 'TELEGRAM_GATEWAY_TOKEN'),
        })
      : sandboxMessenger(db);
  // TELEGRAM_PROVIDER=sandbox keeps every bot call on the machine even with a token (the demo's Mini App sign-in
  // needs one to check signatures against).
  const chat =
    config.telegram.provider === 'telegram' && config.telegram.botToken
      ? telegramBot({ baseUrl: config.telegram.botApiBaseUrl, token: config.telegram.botToken })
      : sandboxChat(db);
  const push =
    config.push.provider === 'webpush'
      ? webPushService({
          publicKey: required(config.push.vapidPublicKey, 'VAPID_PUBLIC_KEY'),
          privateKey: required(config.push.vapidPrivateKey, 'VAPID_PRIVATE_KEY'),
          subject: config.push.vapidSubject,
        })
      : config.push.provider === 'sandbox'
        ? sandboxPush(db)
        : pushOff();
  // The sandbox processor's OTP goes out through the outbox like every message.
  const otpSms: SmsProvider = {
    kind: sms.kind,
    send: async (phone, text) => {
      await enqueueMessage(db, { channel: 'sms', kind: 'topup_otp', phone, text });
    },
  };
  const card =
    config.card.provider === 'uzcard'
      ? uzcardHttp({
          baseUrl: required(config.card.baseUrl, 'UZCARD_BASE_URL'),
          login: required(config.card.login, 'UZCARD_LOGIN'),
          password: required(config.card.password, 'UZCARD_PASSWORD'),
          serviceId: required(config.card.serviceId, 'UZCARD_SERVICE_ID'),
        })
      : sandboxCard(otpSms);
  return { sms, messenger, chat, push, card };
}

export type { Providers } from './types';
