import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './serialize-error';

export type { Logger };

/** The app's logger; tests may pass a destination to read what it writes. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'email'], censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
