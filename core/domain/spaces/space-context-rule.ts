const EXEMPT_FRAGMENTS = [
  'auth',
  'health',
  'login',
  'register',
  'refresh',
  'onboarding',
  'verify-email',
  'resend-verification',
  '/me',
] as const;

/** Spec 5: every non-admin call needs a current space id, except these paths. */
export function isSpaceExemptPath(path: string): boolean {
  const p = path.startsWith('/api/v1') ? path.slice('/api/v1'.length) : path;
  if (p.startsWith('/spaces')) return true;
  return EXEMPT_FRAGMENTS.some((fragment) => p.includes(fragment));
}
