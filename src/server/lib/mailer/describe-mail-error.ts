const MAX_LENGTH = 300;

/**
 * A one-line reason for last_error and the log. Transport errors can quote the connection URL, so credentials in
 * URLs are masked; the length is capped because a server's reply can be long.
 */
export function describeMailError(err: unknown): string {
  const { message, code } = (typeof err === 'object' && err !== null ? err : {}) as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' && message ? message : String(err);
  const withCode = typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  const clean = withCode
    .replace(/\/\/[^/\s@]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH - 1)}…` : clean;
}
