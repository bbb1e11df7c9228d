import { Hono } from 'hono';
import { CertificateParamsSchema, type CertificateVerification } from '../../../shared/schemas/results';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { verifyCertificate } from './verify-certificate';

/** The public certificate check behind /verify/{id}: anyone holding an id may confirm what the certificate shows. */
export const certificatesRoutes = new Hono<AppEnv>().get('/:certificateId', validate('param', CertificateParamsSchema), async (c) =>
  c.json<CertificateVerification>(await verifyCertificate(c.get('deps').db, c.req.valid('param').certificateId)),
);
