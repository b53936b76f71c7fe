import type { ServerTexts } from './uz';

export const enServer: ServerTexts = {
  sms: {
    reply: '{{business}} replied to your feedback: {{url}}',
  },
  api: {
    tgOpenReply: 'Open the reply',
  },
};
