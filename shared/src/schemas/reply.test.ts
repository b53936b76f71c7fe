import { replyBodySchema } from './reply';

const voucher = { amount: 20_000, description: 'Bepul kofe', duration: 14 };

test('a make-good is a coin amount or a voucher, also written as a survey request writes its reward', () => {
  const reward = (input: unknown) => replyBodySchema.parse({ text: 'Uzr', reward: input }).reward;
  expect(reward(undefined)).toBeNull();
  expect(reward(null)).toBeNull();
  expect(reward(5_000)).toEqual({ typeMotive: 'coin', coin: 5_000 });
  expect(reward({ typeMotive: 'coin', coin: 5_000 })).toEqual({ typeMotive: 'coin', coin: 5_000 });
  expect(reward({ coin: 5_000 })).toEqual({ typeMotive: 'coin', coin: 5_000 });
  expect(reward(voucher)).toEqual({ typeMotive: 'voucher', voucher });
  expect(reward({ typeMotive: 'voucher', voucher })).toEqual({ typeMotive: 'voucher', voucher });
  expect(reward({ voucher })).toEqual({ typeMotive: 'voucher', voucher });
});

test('a make-good that is neither is refused with the field it lacks', () => {
  const issues = (input: unknown) =>
    replyBodySchema.safeParse({ text: 'Uzr', reward: input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
  expect(issues({ amount: 1_000 })).toEqual([
    ['reward.description', 'validation.voucherDescriptionRequired'],
    ['reward.duration', 'validation.durationPositive'],
  ]);
  expect(issues({ typeMotive: 'coin', coin: -5 })).toEqual([['reward', 'validation.coinPositive']]);
  expect(issues('abc')).toEqual([['reward', 'validation.coinPositive']]);
});
