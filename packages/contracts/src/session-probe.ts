/**
 * The pages' session probe sends this header on GET /api/user: a visitor is then answered 204 (no content,
 * not an error status, so a signed-out page logs no failed request); without it a visitor gets the spec's 401.
 */
export const SESSION_PROBE_HEADER = 'x-session-probe';
