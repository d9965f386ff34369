import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enter,
  estimateBody,
  otherAccount,
  saveCard,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import { expectLedgerBalanced } from '../../../../test/helpers/ledger.ts';
import { inParallel, reliabilitySeed, reliabilitySize } from '../../../../test/helpers/reliability.ts';
import { setPayment } from '../../../../test/helpers/site.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import {
  availableActions,
  ENTRY_ENDPOINTS,
  type EntryEndpoint,
  type EntryState,
  partyOf,
  resolveTransition,
} from '../../../core/entries/lifecycle.ts';
import type { AccountType, PaymentFlowType } from '../../../core/enums.ts';
import { sandboxChargeCount } from '../../payments/sandbox/sandbox-provider.ts';

/**
 * Issue 14, reliability: random actors issue random lifecycle calls, allowed or not, concurrently.
 * Afterwards every recorded transition must be one the lifecycle table allows from the state before it,
 * every acknowledged step recorded exactly once, and the money must add up; half the entries run the
 * c2g flow, half g2c. RELIABILITY_ACTIONS sets the
 * size (10,000 in `npm run soak`), RELIABILITY_SEED replays a run.
 */
const ACTIONS = reliabilitySize('RELIABILITY_ACTIONS', 500);
const CONCURRENCY = reliabilitySize('RELIABILITY_CONCURRENCY', 16);
const ENTRIES = Math.max(4, Math.ceil(ACTIONS / 15));
const SEED = reliabilitySeed();

type Actor = 'cast' | 'guest' | 'otherCast' | 'otherGuest';
const ROLE: Record<Actor, AccountType> = {
  cast: 'cast',
  guest: 'guest',
  otherCast: 'cast',
  otherGuest: 'guest',
};
/** A planned call: an endpoint at random, or `forward`, a step the entry allows when the call is made. */
interface Planned {
  entry: number;
  actor: Actor;
  endpoint: EntryEndpoint | 'forward';
  pick: number;
}

let t: TestApp;
let agents: Record<Actor, Agent>;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  let cast: Agent;
  let guest: Agent;
  ({ t, cast, guest, serviceId, menuId } = await startEntriesWorld());
  agents = {
    cast,
    guest,
    otherCast: await otherAccount(t, 'cast', 'other-cast'),
    otherGuest: await otherAccount(t, 'guest', 'other-guest'),
  };
});
afterAll(() => t?.close());

function call(actor: Actor, id: string, endpoint: EntryEndpoint) {
  const agent = agents[actor];
  const base = `/api/${ROLE[actor]}s/me/entries/${id}`;
  const [path, method] = endpoint.split(':') as [string, 'post' | 'put' | undefined];
  if (method) return agent[method](`${base}/${path}`, estimateBody());
  if (endpoint === 'cancel') return agent.put(`${base}/cancel`, { reason: '都合がつかなくなりました。' });
  if (endpoint === 'report-completion') return agent.put(`${base}/report-completion`);
  return agent.post(`${base}/${endpoint}`);
}

/** An entry's state as the database holds it, with the flow type it was created under. */
async function stateOf(id: string): Promise<EntryState & { flow: PaymentFlowType }> {
  const row = await t.database.db
    .selectFrom('entries')
    .select(['status', 'initial_estimate_approved', 'service_menu_id', 'flow_type'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    initialEstimateApproved: row.initial_estimate_approved,
    hasPricedMenu: row.service_menu_id !== null,
    flow: row.flow_type,
  };
}

/**
 * A forward step the table offers now, by whichever party it waits for (the planned actor when none
 * does: an outsider's call stays theirs, and an ended entry gets a cancel that must be refused).
 */
async function forward(planned: Planned, id: string): Promise<{ actor: Actor; endpoint: EntryEndpoint }> {
  if (planned.actor === 'otherCast' || planned.actor === 'otherGuest') {
    return { actor: planned.actor, endpoint: ENTRY_ENDPOINTS[planned.pick % ENTRY_ENDPOINTS.length]! };
  }
  const state = await stateOf(id);
  const offered = (['cast', 'guest'] as const).flatMap((actor) =>
    availableActions(state, actor, state.flow)
      .filter((a) => a.endpoint !== 'cancel')
      .map((a) => ({ actor, endpoint: a.endpoint })),
  );
  return offered[planned.pick % Math.max(1, offered.length)] ?? { actor: planned.actor, endpoint: 'cancel' };
}

/** Whether a 2xx of this call moves the entry: the payer's own estimate (a budget) moves nothing. */
const moves = (actor: Actor, endpoint: EntryEndpoint, flow: PaymentFlowType) =>
  !(partyOf(ROLE[actor], flow) === 'payer' && endpoint.startsWith('estimates/'));

describe(`random concurrent lifecycle actions (${ACTIONS} actions, seed ${SEED})`, () => {
  it(
    'records only transitions the lifecycle table allows, each acknowledged step once; no 5xx; the ledger balances',
    async () => {
      // Half the entries under the c2g flow (the guest pays), half under g2c (the cast pays with its card):
      // an entry keeps the flow it was created under.
      const half = Math.ceil(ENTRIES / 2);
      const c2g = await inParallel(
        Array.from({ length: half }, (_, i) => i),
        CONCURRENCY,
        (i) => enter(agents.guest, serviceId, i % 2 === 0 ? { serviceMenuId: menuId } : {}),
      );
      await setPayment(t, { flowType: 'g2c' });
      await saveCard(t, agents.cast);
      const g2c = await inParallel(
        Array.from({ length: ENTRIES - half }, (_, i) => i),
        CONCURRENCY,
        (i) => enter(agents.guest, serviceId, i % 2 === 0 ? { serviceMenuId: menuId } : {}),
      );
      const ids = [...c2g, ...g2c];
      const flows = new Map<string, PaymentFlowType>();
      for (const id of ids) flows.set(id, (await stateOf(id)).flow);
      expect(new Set(flows.values())).toEqual(new Set(['c2g', 'g2c']));
      const actor = fc.constantFrom<Actor>('cast', 'guest', 'cast', 'guest', 'otherCast', 'otherGuest');
      const endpoint = fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...ENTRY_ENDPOINTS) },
        { weight: 3, arbitrary: fc.constant('forward' as const) },
      );
      const [plan] = fc.sample(
        fc.array(
          fc.record({ entry: fc.nat({ max: ENTRIES - 1 }), actor, endpoint, pick: fc.nat({ max: 10 }) }),
          { minLength: ACTIONS, maxLength: ACTIONS },
        ),
        { seed: SEED, numRuns: 1 },
      ) as [Planned[]];

      const answers = await inParallel(plan, CONCURRENCY, async (planned) => {
        const id = ids[planned.entry] as string;
        const { actor, endpoint } =
          planned.endpoint === 'forward'
            ? await forward(planned, id)
            : { actor: planned.actor, endpoint: planned.endpoint };
        const response = await call(actor, id, endpoint);
        return { actor, id, endpoint, status: response.statusCode, body: response.body };
      });

      const context = `seed ${SEED} (RELIABILITY_SEED=${SEED} replays the plan)`;
      const unexpected = answers.filter((a) => ![200, 201, 404, 409].includes(a.status));
      expect(unexpected.slice(0, 5), context).toEqual([]);
      // Someone who is not a party never reaches an entry, whatever they call.
      const outsiders = answers.filter((a) => a.actor === 'otherCast' || a.actor === 'otherGuest');
      expect(outsiders.filter((a) => a.status !== 404).slice(0, 5), context).toEqual([]);

      const transitions = await t.database.db
        .selectFrom('entry_transitions')
        .selectAll()
        .where('entry_id', 'in', ids)
        .orderBy('seq')
        .execute();
      const acknowledged = answers.filter(
        (a) => a.status < 300 && moves(a.actor, a.endpoint, flows.get(a.id)!),
      );
      expect(transitions.length - ids.length, context).toBe(acknowledged.length);

      for (const id of ids) {
        const history = transitions.filter((row) => row.entry_id === id);
        const [created, ...steps] = history;
        expect(created, context).toMatchObject({ action: 'create', from_status: null, to_status: 'entered' });
        const start = await stateOf(id);
        let state: EntryState = {
          status: 'entered',
          initialEstimateApproved: false,
          hasPricedMenu: start.hasPricedMenu,
        };
        for (const step of steps) {
          expect(step.from_status, `${context}: entry ${id} step ${step.action}`).toBe(state.status);
          const allowed = ENTRY_ENDPOINTS.map((e) =>
            resolveTransition(state, step.actor_type as AccountType, start.flow, e),
          ).find((tr) => tr?.action === step.action && tr.next.status === step.to_status);
          expect(allowed, `${context}: ${step.actor_type} ${step.action} from ${state.status}`).toBeDefined();
          state = { ...state, ...allowed!.next };
        }
        expect(start, `${context}: entry ${id}`).toEqual({ ...state, flow: start.flow });
      }

      const paid = transitions.filter((row) => row.action === 'pay').map((row) => row.entry_id);
      expect(new Set(paid).size).toBe(paid.length);
      expect(await sandboxChargeCount(t.database.db)).toBe(paid.length);
      await expectLedgerBalanced(t);
      console.log(
        `random lifecycle: ${ACTIONS} actions over ${ENTRIES} entries, ${acknowledged.length} steps taken, ` +
          `${paid.length} paid (${paid.filter((id) => flows.get(id) === 'g2c').length} of them g2c), seed ${SEED}`,
      );
    },
    60_000 + ACTIONS * 100,
  );
});
