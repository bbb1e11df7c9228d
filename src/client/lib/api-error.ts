import { type ErrorCode, isErrorBody } from '@shared/errors';

/** A failed API call, parsed in one place: the server's code and message, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function parseResponse<T>(res: Response): Promise<T> {
  if (res.ok) return (await res.json()) as T;
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // A proxy or crash page that is not JSON: fall through to the generic message.
  }
  if (isErrorBody(body)) throw new ApiError(body.error.code, body.error.message, res.status);
  throw new ApiError('INTERNAL', 'An unexpected error occurred', res.status);
}

/** Runs a typed-client call and returns its parsed body, turning network failures into ApiError too. */
export async function call<T>(request: Promise<{ json(): Promise<T> } & Response>): Promise<T> {
  let res: Response;
  try {
    res = await request;
  } catch {
    throw new ApiError('NETWORK', 'Network error. Please check your connection and try again.', 0);
  }
  return parseResponse<T>(res);
}
