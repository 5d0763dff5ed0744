import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { describeDevice } from './describeDevice.js';
import { recentLoginEvents } from './loginEvents.js';
import { endOtherSessions as endOthers } from './sessionCookie.js';
import { deleteSessionById, liveSessionsOf } from './sessionsRepository.js';

/** GET /api/user/sessions: the live sessions, this one first. */
export const listSessions: OperationHandler<'listSessions'> = async (request) => {
  const auth = signedIn(request);
  const { db, now, config } = request.server.core;
  const rows = await liveSessionsOf(db, auth.user.id, now(), config.sessions.idleSeconds);
  const data = rows.map((row) => ({
    id: Number(row.id),
    ...describeDevice(row.user_agent, row.ip),
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id_hash === auth.sessionIdHash,
  }));
  data.sort((a, b) => Number(b.current) - Number(a.current));
  return { data };
};

/** DELETE /api/user/sessions: every other session ends. */
export const endOtherSessions: OperationHandler<'endOtherSessions'> = async (request, reply) => {
  const auth = signedIn(request);
  await endOthers(request, auth.user.id, auth);
  return reply.code(204).send();
};

/** DELETE /api/user/sessions/{id}: one other session ends; the current one is logging out. */
export const endSession: OperationHandler<'endSession'> = async (request, reply) => {
  const auth = signedIn(request);
  const { db, now, config } = request.server.core;
  const id = String(request.params.id);
  const current = (await liveSessionsOf(db, auth.user.id, now(), config.sessions.idleSeconds)).find(
    (row) => row.id_hash === auth.sessionIdHash,
  );
  if (current?.id === id) throw invalidField('id', 'sessions.currentIsLogout');
  if (!(await deleteSessionById(db, auth.user.id, id))) throw new DomainError('notFound', 'error.notFound');
  return reply.code(204).send();
};

/** GET /api/user/login-history: the attempts of the last 30 days, newest first. */
export const getLoginHistory: OperationHandler<'getLoginHistory'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const rows = await recentLoginEvents(db, user.id, now());
  return {
    data: rows.map((row) => ({
      at: row.at.toISOString(),
      outcome: row.outcome,
      new_device: row.new_device,
      ...describeDevice(row.user_agent, row.ip),
    })),
  };
};
