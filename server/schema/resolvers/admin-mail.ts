/** How the back office's e-mail appears in the schema: statuses in capitals, times ISO 8601. */
import type { AdminMailMessage as StoredMessage } from '../../admin/mail';
import type { AdminMailMessage, AdminMailStatus } from '../generated/resolvers-types';

const iso = (date: Date | null): string | null => date && date.toISOString();

export function presentMailMessage(message: StoredMessage): AdminMailMessage {
  return {
    id: message.id,
    createdAt: message.createdAt.toISOString(),
    recipient: message.recipient,
    template: message.template,
    subject: message.subject,
    status: message.status.toUpperCase() as AdminMailStatus,
    attempts: message.attempts,
    lastError: message.lastError,
    lastAttemptAt: iso(message.lastAttemptAt),
    nextAttemptAt: iso(message.nextAttemptAt),
  };
}
