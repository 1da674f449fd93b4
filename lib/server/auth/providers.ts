import nodemailer, { type Transporter } from 'nodemailer';
import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import * as repo from './repo';
import { aliyunSms } from './sms/aliyun';
import type { SmsSender } from './sms/gateway';
import { tencentSms } from './sms/tencent';

export type { SmsMessage, SmsSender } from './sms/gateway';

export type Mail = { to: string; subject: string; text: string };

export interface MailSender {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

/**
 * The development outbox: keeps messages in the database for /dev/outbox and
 * the tests instead of sending them. It serves the local demo, and production
 * only with ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true (on loopback; see devProvidersEnabled).
 */
function assertDevProviderAllowed(settings: Config, what: string): void {
  if (!devProvidersEnabled(settings)) {
    throw new AppError(ErrorCode.PROVIDER_UNAVAILABLE, `${what}服务未配置：开发用发件箱在生产环境中已停用`, null);
  }
}

export function devOutboxEnabled(settings: Config = config()): boolean {
  return devProvidersEnabled(settings);
}

export async function keepInOutbox(db: Db, message: { channel: 'sms' | 'email'; recipient: string; subject: string; body: string }) {
  await repo.insertOutboxMessage(db, { ...message, createdAt: nowIso() });
}

/** The newest messages the development outbox kept (for /dev/outbox). */
export function devOutboxMessages(db: Db, limit: number) {
  return repo.outbox(db, limit);
}

export function devOutboxSms(db: Db, settings: Config = config()): SmsSender {
  return {
    name: 'dev-outbox (development only)',
    async send(phone, message) {
      assertDevProviderAllowed(settings, '短信');
      await keepInOutbox(db, { channel: 'sms', recipient: phone, subject: '短信', body: message.text });
      logger().info({ phone, provider: 'dev-outbox' }, 'sms kept in the development outbox');
    },
  };
}

let smtpTransport: Transporter | undefined;

/**
 * Bounds on one SMTP send: a server that accepts and never answers fails
 * the attempt within seconds (the outbox retries it later) instead of
 * holding the sender for nodemailer's default minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/** Mail goes through nodemailer: over SMTP when SMTP_URL is set, else into the development outbox. */
export function mailSender(db: Db, settings: Config = config()): MailSender {
  if (settings.smtpUrl) {
    smtpTransport ??= nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    const transport = smtpTransport;
    return {
      name: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: settings.mailFrom, ...mail });
      },
    };
  }
  return {
    name: 'dev-outbox (development only)',
    async send(mail) {
      assertDevProviderAllowed(settings, '邮件');
      // Rendered by nodemailer all the same, so the outbox holds what SMTP would carry.
      const rendered = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({ from: settings.mailFrom, ...mail });
      await keepInOutbox(db, { channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text });
      logger().info({ to: mail.to, bytes: (rendered.message as Buffer).length }, 'mail kept in the development outbox');
    },
  };
}

/** The gateway SMS_PROVIDER names; its settings were checked at start (smsSettingProblems). */
export function smsSender(db: Db, settings: Config = config()): SmsSender {
  switch (settings.sms.provider) {
    case 'dev':
      return devOutboxSms(db, settings);
    case 'aliyun':
      return aliyunSms(settings.sms);
    case 'tencent':
      return tencentSms(settings.sms);
  }
}
