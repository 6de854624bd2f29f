/** A signed-in member's account as `/api/session` answers it, for screens of the members area. */
export const memberAccount = {
  id: '12',
  memberId: '40',
  firstName: 'Ada',
  lastName: 'Agent',
  name: 'Ada Agent',
  email: 'ada@example.com',
  language: 'en',
  roles: [{ name: 'agent' }],
  offices: [{ id: '3', name: 'Capitol Realty', city: 'Sacramento' }],
};
