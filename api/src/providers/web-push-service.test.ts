import webpush, { generateVAPIDKeys, WebPushError } from 'web-push';
import { browserSubscription } from '../test/browser-subscription';
import { PushSubscriptionGone } from './types';
import { webPushService } from './web-push-service';

describe('webPushService', () => {
  const keys = generateVAPIDKeys();
  const service = webPushService({ ...keys, subject: 'mailto:ops@fikr.uz' });
  const browser = browserSubscription();
  const target = { endpoint: browser.endpoint, ...browser.keys };
  const answer = (status: number) =>
    jest
      .spyOn(webpush, 'sendNotification')
      .mockRejectedValueOnce(new WebPushError('push service', status, {}, '', browser.endpoint));
  afterEach(() => jest.restoreAllMocks());

  it('sends the payload VAPID-signed to the subscription', async () => {
    const send = jest
      .spyOn(webpush, 'sendNotification')
      .mockResolvedValueOnce({ statusCode: 201, body: '', headers: {} });
    await service.send(target, '{"title":"t"}');
    expect(send).toHaveBeenCalledWith(browser, '{"title":"t"}', {
      vapidDetails: { subject: 'mailto:ops@fikr.uz', publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 86_400,
    });
  });

  it.each([404, 410])('a %i is a subscription gone', async (status) => {
    answer(status);
    await expect(service.send(target, '{}')).rejects.toBeInstanceOf(PushSubscriptionGone);
  });

  it('any other failure is a failed attempt to retry', async () => {
    answer(503);
    const failure = service.send(target, '{}');
    await expect(failure).rejects.toBeInstanceOf(WebPushError);
    await expect(failure).rejects.not.toBeInstanceOf(PushSubscriptionGone);
  });
});
