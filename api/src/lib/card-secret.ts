import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A payout's card number at rest: AES-256-GCM under a key derived from the server's secret. The payout job needs
 * the number to call the processor (also after a restart), so it is kept encrypted while the payout is pending
 * and erased when it ends; everything else stores and shows only the mask.
 */
export function cardSecrets(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'fikr', 'payout card number', 32));
  return {
    seal(cardNumber: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
    },
    /** null when it cannot be opened (another secret): the payout then fails and the wallet is credited back. */
    open(sealed: string): string | null {
      try {
        const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** First 6 and last 4 digits: '860000******0001'. */
export const payoutCardMask = (card: string) => `${card.slice(0, 6)}******${card.slice(-4)}`;
