import type { LightMyRequestResponse } from 'fastify';
import { expectMatchesContract } from '../contract.js';
import type { ContractOperation } from './contractOperations.js';

/**
 * What is wrong with an answer, measured against the operation's contract: a 5xx, a status the operation
 * does not declare, a media type it does not declare, or a JSON body that does not match the schema of
 * that status. Empty when the answer keeps the contract. Each problem is worded without the request's
 * details, so the same fault found by many requests reads as one.
 */
export function contractProblems(op: ContractOperation, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}`);
  if (!op.statuses.has(status)) problems.push(`status ${status} is not declared`);
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const declared = op.responseTypes.get(status);
  if (declared && declared.length > 0 && !declared.includes(type))
    problems.push(`${status} came as "${type}", declared ${declared.join(', ')}`);
  if (declared && declared.length === 0 && response.rawPayload.length > 0)
    problems.push(`${status} declares no body but one came`);
  if (type === 'application/json') {
    try {
      expectMatchesContract(op.operationId, status, response.json());
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0]?.replace(/ body .*: /, ' body: ') ?? '';
      problems.push(`${status} body off the contract (${reason})`);
    }
  } else if (status >= 400) {
    problems.push(`${status} is not the JSON error body (came as "${type}")`);
  }
  return problems;
}
