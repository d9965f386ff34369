import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Agent } from '../../test/helpers/test-app.ts';
import type { SiteServer } from './site-server.ts';

/**
 * Arranging through the API what a browser test is not about. A step that fails says so with the
 * server's answer, rather than failing later on a page that lacks what it arranged.
 */
export function expectStatus(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Saves the sandbox's always-approved test card for the agent's account, as the card form would. */
export async function saveCardByApi(server: SiteServer, agent: Agent) {
  const token = await server.app.inject({
    method: 'POST',
    url: '/sandbox-provider/v1/tokens',
    payload: {
      publicKey: 'pk_sandbox_tsunagu_demo',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    },
  });
  expectStatus(await agent.put('/api/customers/me/credit-card', { token: token.json().id }));
}
