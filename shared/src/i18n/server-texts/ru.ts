import type { ServerTexts } from './uz';

export const ruServer: ServerTexts = {
  sms: {
    reply: '{{business}} ответил на ваш отзыв: {{url}}',
  },
  api: {
    tgOpenReply: 'Открыть ответ',
  },
};
