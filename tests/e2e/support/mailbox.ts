import { expect } from 'vitest';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The links the app mails, by the path they open. */
const LINKS = {
  'magic-link': /https?:\/\/[^\s"'<>]+\/api\/auth\/magic-link\/verify\?[^\s"'<>]+/,
  'confirm-email': /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?[^\s"'<>]+/,
};

/**
 * The newest link of `kind` sent to `email`, read from the development outbox (GET /api/dev/mailbox). Waits for
 * it: mail is queued and delivered by a worker. `notBefore` skips links that were sent earlier.
 */
export async function mailedLinkFor(
  baseURL: string,
  email: string,
  kind: keyof typeof LINKS,
  notBefore = new Date(0),
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseURL}/api/dev/mailbox?${new URLSearchParams({ to: email })}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const fresh = messages.filter((m) => new Date(m.createdAt) >= notBefore);
    const link = fresh.map((m) => LINKS[kind].exec(m.text)?.[0]).find((l) => l !== undefined);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`e2e: no ${kind} link for ${email} (${messages.length} messages: ${messages.map((m) => m.subject).join(', ')})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest sign-in link sent to `email`. */
export function magicLinkFor(baseURL: string, email: string, notBefore = new Date(0)): Promise<string> {
  return mailedLinkFor(baseURL, email, 'magic-link', notBefore);
}
