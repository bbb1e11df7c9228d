import { config } from 'zod';

// zod probes `new Function` to compile faster parsers; under our content-security policy (no 'unsafe-eval') the
// probe is a CSP violation on every page that parses. Jitless parsing is plenty fast for our small forms.
config({ jitless: true });
