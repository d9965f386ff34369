import { describe, expect, it } from 'vitest';
import { CardTokenError } from './card-token-error.ts';
import { tokenizeCard } from './sandbox-tokenizer.ts';

const card = { publicKey: 'pk', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('tokenizeCard', () => {
  it('returns the provider token', async () => {
    expect(await tokenizeCard(card, answer(200, { id: 'tok_1', card: {} }))).toBe('tok_1');
  });

  it('names the field the provider refused', async () => {
    await expect(
      tokenizeCard(card, answer(422, { error: { field: 'expiry', code: 'invalid_expiry' } })),
    ).rejects.toEqual(new CardTokenError('expiry', 'invalid_expiry'));
  });

  it('reports a wrong site key and a network failure', async () => {
    await expect(
      tokenizeCard(card, answer(401, { error: { code: 'invalid_public_key' } })),
    ).rejects.toMatchObject({
      code: 'invalid_public_key',
    });
    await expect(
      tokenizeCard(card, async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});
