/**
 * The page to return to after signing in, from `?redirect=`: only a path on this site ('/profile?tab=1'), never
 * another origin ('//evil.example', '/\\evil.example', 'https://...'), so the sign-in page cannot be used to send
 * someone elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    // Dot segments resolve away ('/..//host/x' is '//host/x'): what is left must still be one path on this site.
    if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInPathFor(authPath: string, path: string): string {
  return `${authPath}?${new URLSearchParams({ redirect: path }).toString()}`;
}
