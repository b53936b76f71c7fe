import type { ChatProvider } from './types';

export interface TelegramBotOptions {
  /** https://api.telegram.org (a local stand-in in tests). */
  baseUrl: string;
  token: string;
}

/** Telegram Bot API sendMessage: the bot writes to a chat (an owner's alerts). */
export function telegramBot(options: TelegramBotOptions, fetchImpl: typeof fetch = fetch): ChatProvider {
  return {
    kind: 'telegram',
    async sendToChat(chatId, text, sendOptions) {
      const res = await fetchImpl(`${options.baseUrl}/bot${options.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
        signal: sendOptions?.signal,
      });
      const json = (await res.json().catch(() => ({}))) as { ok?: boolean; description?: string };
      if (!res.ok || json.ok !== true) throw new Error(`telegram bot refused: ${json.description ?? res.status}`);
    },
  };
}
