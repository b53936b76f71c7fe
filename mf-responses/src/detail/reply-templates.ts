/**
 * Ready texts for a reply, by the customer's rating: an apology with a make-good for 1–2 stars, thanks with a
 * promise for 3, thanks for 4–5. Keys of the `responses` namespace (uz, ru, en); `makeGood` ones preset a voucher.
 */
type TemplateName = 'apologyGift' | 'apologyCall' | 'improve' | 'thanks' | 'thanksBack';

export interface ReplyTemplate {
  key: `reply.templates.${TemplateName}`;
  makeGood: boolean;
}

export function replyTemplates(rating: number | undefined): ReplyTemplate[] {
  if (rating !== undefined && rating <= 2)
    return [
      { key: 'reply.templates.apologyGift', makeGood: true },
      { key: 'reply.templates.apologyCall', makeGood: false },
    ];
  if (rating === 3) return [{ key: 'reply.templates.improve', makeGood: false }];
  return [
    { key: 'reply.templates.thanks', makeGood: false },
    { key: 'reply.templates.thanksBack', makeGood: false },
  ];
}
