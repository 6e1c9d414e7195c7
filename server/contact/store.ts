// The contact_messages table: every message is kept, whether or not its mail goes out.
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Executor,
  message: { name: string; email: string; subject: string; message: string; userId: string | null },
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
