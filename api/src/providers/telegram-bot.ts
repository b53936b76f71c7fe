import { Api, GrammyError } from 'grammy';
import { ChatBlocked, type ChatProvider } from './types';

export interface TelegramBotOptions {
  /** https://api.telegram.org (a local stand-in in tests). */
  baseUrl: string;
  token: string;
}

/**
 * Telegram Bot API sendMessage through grammY's client: the bot writes to a chat (alerts, customers' messages).
 * grammY keeps its own fetch (node-fetch): it signals timeouts with the abort-controller shim, which Node 24's
 * built-in fetch refuses as not an AbortSignal, so every call would fail there.
 */
export function telegramBot(options: TelegramBotOptions): ChatProvider {
  const api = new Api(options.token, { apiRoot: options.baseUrl });
  return {
    kind: 'telegram',
    async sendToChat(chatId, text, sendOptions) {
      try {
        await api.sendMessage(
          chatId,
          text,
          {
            link_preview_options: { is_disabled: true },
            ...(sendOptions?.replyMarkup ? { reply_markup: sendOptions.replyMarkup } : {}),
          },
          // grammY types its signal with the abort-controller shim; Node's own AbortSignal is what it gets at run time
          sendOptions?.signal as Parameters<Api['sendMessage']>[3],
        );
      } catch (err) {
        // Telegram answers a user who blocked the bot (or never started it) with error_code 403, "Forbidden: …"
        if (err instanceof GrammyError && (err.error_code === 403 || err.description?.startsWith('Forbidden')))
          throw new ChatBlocked(chatId);
        if (err instanceof GrammyError) throw new Error(`telegram bot refused: ${err.description}`, { cause: err });
        throw err;
      }
    },
  };
}
