import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse } from '../../lib/error-handler';

/** What @hono/node-server puts in c.env: the Node request, whose socket says who connected. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/** Host names that only ever mean this machine: a page of another site cannot be addressed by them. */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The outbox holds every account's sign-in links, so only this machine may read it. The peer is judged by the
 * socket's own address, never by X-Forwarded-For, which any client writes as it likes; a request that arrives
 * through a proxy on this machine counts as local, which is why the server refuses to start with the outbox on a
 * non-loopback interface (env.ts). The Host must name this machine too: a site whose name was re-pointed at 127.0.0.1
 * (DNS rebinding) would otherwise let its page, running in a browser here, read the outbox under its own name.
 * Anyone else gets the ordinary 404.
 */
export const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!isLoopbackAddress(remote) || !isLoopbackHostHeader(c.req.header('host'))) return errorResponse(c, 'NOT_FOUND', 'Not found');
  await next();
});
