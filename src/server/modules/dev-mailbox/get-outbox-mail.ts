import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutboxMail } from './list-outbox-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One outbox message, or null; an id that is not a UUID is simply not found (the column would reject it). */
export async function getOutboxMail(db: Db, id: string): Promise<OutboxMail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
