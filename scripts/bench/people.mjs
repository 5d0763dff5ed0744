import { createHash, randomBytes } from 'node:crypto';

/**
 * `count` people, each with plenty of Toman (credited through the ledger so the books start balanced) and
 * a session written the way the server writes one (only the id's hash at rest). Logging in through HTTP
 * would measure argon2 and the captcha, not the calls under test. `prefix` keeps emails and referral codes
 * apart when a bench seeds twice into one database.
 */
export async function seedPeopleWithSessions(db, sql, count, prefix = 'T') {
  const people = [];
  for (let i = 1; i <= count; i += 1) {
    const { rows } = await sql`
      INSERT INTO users (email, referral_code, password_hash)
      -- A password of their own (the demo trader's hash), else the server asks them to set one first.
      SELECT ${`bench-${prefix}-${i}@example.com`}, ${`${prefix}${String(i).padStart(9, '0')}`}, password_hash
        FROM users WHERE email = 'demo@example.com'
      RETURNING id::text AS id`.execute(db);
    const userId = rows[0].id;
    await sql`SELECT * FROM ledger_credit(${userId}::bigint, 'IRT', 1000000000000, 'bank', 'deposit', 'bench-seed')`.execute(
      db,
    );
    const sessionId = randomBytes(32).toString('base64url');
    await sql`
      INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
      VALUES (${createHash('sha256').update(sessionId).digest('hex')}, ${userId}::bigint, now(), now(),
              now() + interval '1 day')`.execute(db);
    people.push({ userId, cookie: `sarraf_session=${sessionId}` });
  }
  return people;
}

/** A JSON POST as the web app sends it; throws on anything but 2xx. */
export async function postJson(base, path, cookie, body, extraHeaders = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-locale': 'en',
      cookie,
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}
