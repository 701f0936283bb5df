/**
 * Who sends the request: no credentials, a (full-access) API token, a logged-in end user's JWT, or
 * an administrator's session token (admin routes).
 */
export type Auth = 'public' | 'token' | 'read-only-token' | 'expired-token' | 'user' | 'admin';

export const AUTH_LABEL: Record<Auth, string> = {
  public: 'No authentication (Public role)',
  token: 'Authorization: Bearer <API token>',
  'read-only-token': 'Authorization: Bearer <read-only API token>',
  'expired-token': 'Authorization: Bearer <expired API token>',
  user: 'Authorization: Bearer <user JWT>',
  admin: 'Authorization: Bearer <admin session token>',
};
