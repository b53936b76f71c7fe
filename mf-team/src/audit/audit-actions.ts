import type { TeamResources } from '../locales/uz';

/** The text key of an audit action's name ('voucher.redeemed' → actionName.voucher_redeemed). */
export const actionKey = (action: string): string => `actionName.${action.replace(/\./g, '_')}`;

/** The action filter's choices: an exact action or a prefix the API matches ('member.'), and its label. */
export const ACTION_FILTERS: ReadonlyArray<{ value: string; label: keyof TeamResources['action'] }> = [
  { value: 'member.', label: 'member' },
  { value: 'voucher.redeemed', label: 'voucherRedeemed' },
  { value: 'survey_request.sent', label: 'surveySent' },
  { value: 'topup.credited', label: 'topup' },
  { value: 'profile.changed', label: 'profile' },
  { value: 'telegram.', label: 'telegram' },
  { value: 'branch.', label: 'branch' },
];
