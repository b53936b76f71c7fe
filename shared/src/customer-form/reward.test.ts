import { completedUrl, parseReward, rewardOf } from './reward';

describe('the reward a completed survey brings', () => {
  it('is the form’s coins or voucher; none for an open link or a zero amount', () => {
    expect(rewardOf({ typeMotive: 'coin', coin: 5000 })).toEqual({ kind: 'coin', amount: 5000 });
    expect(rewardOf({ typeMotive: 'voucher', voucher: { amount: 25000 } })).toEqual({ kind: 'voucher', amount: 25000 });
    expect(rewardOf({ typeMotive: 'coin', coin: 5000, openLink: true })).toBeNull();
    expect(rewardOf({ typeMotive: 'voucher', voucher: { amount: 0 } })).toBeNull();
  });

  it('travels in the completion URL’s query and is read back from it', () => {
    const url = completedUrl({ kind: 'coin', amount: 2000 });
    expect(url).toBe('/form-completed?reward=coin&amount=2000');
    const query = new URLSearchParams(url.split('?')[1]);
    expect(parseReward(query.get('reward'), query.get('amount'))).toEqual({ kind: 'coin', amount: 2000 });
    expect(completedUrl(null)).toBe('/form-completed');
  });

  it.each([
    ['gold', '5'],
    ['coin', '0'],
    ['coin', '-5'],
    ['coin', 'abc'],
    ['voucher', '99999999999'],
    [undefined, '5'],
  ])('junk in the query (%p, %p) is no reward', (kind, amount) => {
    expect(parseReward(kind, amount)).toBeNull();
  });
});
