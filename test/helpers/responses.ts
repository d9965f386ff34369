import { expect } from 'vitest';
import type { Agent } from './test-app.ts';

/** The JSON body of a response after checking its status (200 unless told), showing the body if not. */
export async function ok(response: Awaited<ReturnType<Agent['get']>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
