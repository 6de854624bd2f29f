/** A signed-in consumer and a JSON answer, for tests that stand in for the server's fetch. */

/** A fetch answer with a JSON body. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The consumer of `/api/session` (`{ user, account: null }`). */
export const consumerUser = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  language: 'en',
  avatar: null,
  roles: [{ name: 'user' }],
};
