/**
 * Issue 14's goals and issue 28's drawn pages, each judged on the figures of one database and catalogue size measured in one run
 * beside its reference. A figure the run could not give (a part not built yet) is "n/a", never a pass.
 */
import type { LifecycleResult } from './lifecycle.ts';

/** One autocannon load: requests a second, latencies in ms, and the process's CPU time per request. */
export interface Load {
  rps: number;
  p99: number;
  meanMs: number;
  cpuUsPerRequest: number;
  /** Answers that were not 2xx, errors and timeouts: a load with any cannot meet a goal. */
  failed: number;
  /** How long it was measured, and the answers it got (2xx or not). */
  seconds: number;
  requests: number;
}

/** A target's figures: the server's, the bare route's with a body of the same size, and for a catalogue
 * page on PostgreSQL the same page statement run as one prepared raw `pg` statement. A catalogue page is
 * also loaded on a server with its cache of signed-out answers off (`uncached`): what a miss costs; a
 * drawn page on a server with its kept pages off (PAGE_CACHE=off). */
export interface TargetFigures {
  server: Load;
  bare: Load;
  prepared?: Load;
  uncached?: Load;
  /** The prepared reference loaded in turns with `uncached`: what its ratio is taken against. */
  preparedBesideUncached?: Load;
}

/** What ./lifecycle.ts measured, or why its walk stopped when a step failed. */
export type LifecycleFigures = LifecycleResult | { failure: string };

export interface RunFigures {
  database: 'pglite' | 'postgres';
  services: number;
  seedSeconds: number;
  site: TargetFigures;
  newest: TargetFigures;
  filtered: TargetFigures;
  /** The top page and a service page as React draws them on the server, each with its data. */
  topPage: TargetFigures;
  servicePage: TargetFigures;
  /** PostgreSQL only: the lifecycle goal is on PostgreSQL with a real SMTP listener. */
  lifecycle?: LifecycleFigures;
}

export interface GoalRow {
  database: string;
  services: number;
  goal: string;
  figure: string;
  reference: string;
  target: string;
  /** 'reported': a figure shown beside the goals, with no goal of its own. */
  verdict: 'met' | 'missed' | 'n/a' | 'reported';
}

const rps = (load: Load) => `${load.rps.toFixed(0)} req/s`;

export function judge(run: RunFigures): GoalRow[] {
  const rows: GoalRow[] = [];
  const row = (
    goal: string,
    figure: number | undefined,
    format: (value: number) => string,
    reference: string,
    target: { text: string; met: (value: number) => boolean } | 'reported',
    loads: Load[],
  ) => {
    const failed = loads.reduce((sum, load) => sum + load.failed, 0);
    const known = figure !== undefined && Number.isFinite(figure);
    rows.push({
      database: run.database,
      services: run.services,
      goal,
      figure: known ? format(figure) : 'n/a',
      reference: failed > 0 ? `${reference}; ${failed} answers failed` : reference,
      target: target === 'reported' ? '—' : target.text,
      verdict: !known
        ? 'n/a'
        : target === 'reported'
          ? 'reported'
          : failed === 0 && target.met(figure)
            ? 'met'
            : 'missed',
    });
  };
  const atLeast = (limit: number, text = `≥ ${limit}`) => ({ text, met: (value: number) => value >= limit });
  const atMost = (limit: number, text = `≤ ${limit}`) => ({ text, met: (value: number) => value <= limit });
  const ratio = (value: number) => value.toFixed(2);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const count = (value: number) => value.toFixed(0);

  const { site, newest, filtered, lifecycle } = run;
  row(
    'GET /api/site req/s ÷ bare route',
    site.server.rps / site.bare.rps,
    ratio,
    `${rps(site.server)} / ${rps(site.bare)}`,
    atLeast(0.8),
    [site.server, site.bare],
  );
  row(
    'GET /api/site CPU: bare µs ÷ server µs a request',
    site.bare.cpuUsPerRequest / site.server.cpuUsPerRequest,
    ratio,
    `${site.server.cpuUsPerRequest.toFixed(0)} µs / bare ${site.bare.cpuUsPerRequest.toFixed(0)} µs`,
    atLeast(0.8),
    [site.server, site.bare],
  );
  // The goal rows measure the server as deployed; the same rows on the server with CATALOGUE_CACHE=off
  // follow, labelled, so a cache answering every request cannot hide what a miss costs.
  for (const cache of ['on', 'off'] as const) {
    const serverOf = (page: TargetFigures) => (cache === 'on' ? page.server : page.uncached);
    const referenceOf = (page: TargetFigures) =>
      cache === 'on' ? page.prepared : (page.preparedBesideUncached ?? page.prepared);
    const label = cache === 'on' ? 'catalogue' : 'cache off: catalogue';
    const newestServer = serverOf(newest);
    const filteredServer = serverOf(filtered);
    if (!newestServer || !filteredServer) continue;
    for (const [name, page, server] of [
      ['newest', newest, newestServer],
      ['filtered', filtered, filteredServer],
    ] as const) {
      row(`${label} ${name}: p99`, server.p99, ms, rps(server), atMost(15, '≤ 15 ms'), [server]);
      const reference = referenceOf(page);
      if (reference) {
        row(
          `${label} ${name}: req/s ÷ prepared raw pg`,
          server.rps / reference.rps,
          ratio,
          `${rps(server)} / ${rps(reference)}`,
          atLeast(0.7),
          [server, reference],
        );
      }
    }
    row(
      `${label} filtered ÷ newest: mean latency`,
      filteredServer.meanMs / newestServer.meanMs,
      ratio,
      `${ms(filteredServer.meanMs)} / ${ms(newestServer.meanMs)}`,
      atMost(1.5),
      [filteredServer, newestServer],
    );
    if (run.database === 'pglite') {
      row(
        `${label} newest on PGlite: req/s`,
        newestServer.rps,
        count,
        `p99 ${ms(newestServer.p99)}`,
        atLeast(1000),
        [newestServer],
      );
    }
  }
  // Issue 28: drawing a service page with React stays quick on the embedded database.
  const { topPage, servicePage } = run;
  for (const [name, page] of [
    ['top page', topPage],
    ['service page', servicePage],
  ] as const) {
    row(
      `drawn ${name}: req/s ÷ bare route`,
      page.server.rps / page.bare.rps,
      ratio,
      `${rps(page.server)} / ${rps(page.bare)}, p99 ${ms(page.server.p99)}`,
      'reported',
      [page.server, page.bare],
    );
    if (page.uncached) {
      row(
        `drawn ${name}, PAGE_CACHE=off: req/s`,
        page.uncached.rps,
        count,
        `p99 ${ms(page.uncached.p99)}`,
        'reported',
        [page.uncached],
      );
    }
  }
  if (run.database === 'pglite') {
    row(
      'drawn service page on PGlite: p99',
      servicePage.server.p99,
      ms,
      rps(servicePage.server),
      atMost(20, '≤ 20 ms'),
      [servicePage.server],
    );
  }
  if (lifecycle && 'failure' in lifecycle) {
    const failed = `failed: ${lifecycle.failure.slice(0, 80)}`;
    row('lifecycle: actions/s (real SMTP)', undefined, count, failed, atLeast(400), []);
    row('lifecycle: p99 of an action', undefined, ms, failed, atMost(50, '≤ 50 ms'), []);
    row('lifecycle: statements per entry', undefined, count, failed, atMost(40), []);
  } else if (lifecycle) {
    const entries = `${lifecycle.entries} entries`;
    row('lifecycle: actions/s (real SMTP)', lifecycle.actionsPerSecond, count, entries, atLeast(400), []);
    row('lifecycle: p99 of an action', lifecycle.p99Ms, ms, entries, atMost(50, '≤ 50 ms'), []);
    row(
      'lifecycle: statements per entry',
      lifecycle.statementsPerEntry,
      (v) => v.toFixed(1),
      entries,
      atMost(40),
      [],
    );
  }
  return rows;
}
