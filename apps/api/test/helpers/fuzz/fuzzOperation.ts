import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { contractProblems } from './contractAnswer.js';
import type { ContractOperation } from './contractOperations.js';
import { describeRequest, fuzzRequest, type FuzzRequest } from './fuzzRequest.js';

/** A request the server has not answered by then is a hang: a fault of its own, and it would stall CI. */
const ANSWER_WITHIN_MS = 3_000;
/** After this many hangs the operation's run stops: the fault is shown, and CI time stays bounded. */
const MAX_HANGS = 3;
/**
 * An operation without a handler only has the router's validation to fuzz, the same validator every other
 * operation exercises: its run stops at this many requests once a 501 shows, to keep CI time for the rest.
 */
const NOT_IMPLEMENTED_RUNS = 100;

export interface FuzzOutcome {
  /** Problem -> how many requests showed it and the first of them. */
  findings: Map<string, { count: number; example: string }>;
  /** Answers 501 from an operation that does not declare it: the router's "no handler yet". */
  notImplemented: number;
  /** Requests sent. */
  runs: number;
}

async function within(answer: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `runs` generated requests (deterministic for a seed) and collects every way the answers break the
 * contract, instead of stopping at the first: one run then shows all the faults of an operation.
 */
export async function fuzzOperation(
  op: ContractOperation,
  options: {
    seed: number;
    runs: number;
    send: (request: FuzzRequest, luck: number) => Promise<LightMyRequestResponse>;
  },
): Promise<FuzzOutcome> {
  const samples = fc.sample(fc.tuple(fuzzRequest(op), fc.nat(3)), {
    seed: options.seed,
    numRuns: options.runs,
  });
  const outcome: FuzzOutcome = { findings: new Map(), notImplemented: 0, runs: 0 };
  const note = (problem: string, example: string) => {
    const finding = outcome.findings.get(problem);
    if (finding) finding.count++;
    else outcome.findings.set(problem, { count: 1, example });
  };
  let hangs = 0;
  for (const [index, [request, luck]] of samples.entries()) {
    if (outcome.notImplemented > 0 && index >= NOT_IMPLEMENTED_RUNS) break;
    outcome.runs = index + 1;
    const response = await within(options.send(request, luck));
    if (response === 'hang') {
      note(`no answer within ${ANSWER_WITHIN_MS} ms`, describeRequest(request));
      if (++hangs === MAX_HANGS) {
        note(`stopped after ${MAX_HANGS} hangs`, '');
        break;
      }
      continue;
    }
    if (response.statusCode === 501 && !op.statuses.has(501)) {
      outcome.notImplemented++;
      continue;
    }
    for (const problem of contractProblems(op, response)) {
      note(
        problem,
        `answer ${response.statusCode} ${response.body.slice(0, 300)}\n${describeRequest(request)}`,
      );
    }
  }
  return outcome;
}

/** The findings as a failure message: each problem once, with its count and an example request. */
export function formatFindings(op: ContractOperation, outcome: FuzzOutcome, seed: number): string {
  const lines = [`${op.operationId} (${op.method} ${op.path}), ${outcome.runs} requests, FUZZ_SEED=${seed}:`];
  for (const [problem, { count, example }] of outcome.findings) {
    lines.push(`- ${problem} (${count}x), e.g.\n    ${example.replaceAll('\n', '\n    ')}`);
  }
  return lines.join('\n');
}
