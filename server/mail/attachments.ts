/**
 * Attachments are stored as references ({ kind: 'invoice', orderId }) and resolved into files when a message is
 * sent or downloaded from /outbox, through one resolver per kind. A resolver answers undefined when the file is
 * not there (yet): the message is then retried later rather than sent without it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailAttachment, MailAttachmentKind, MailAttachmentRef } from './types';

export type AttachmentResolver<K extends MailAttachmentKind = MailAttachmentKind> = (
  db: Kysely<Database>,
  ref: Extract<MailAttachmentRef, { kind: K }>,
) => Promise<MailAttachment | undefined>;

export type AttachmentResolvers = { [K in MailAttachmentKind]?: AttachmentResolver<K> };

/** The shape of the app's keys: a reference naming anything else finds nothing, without asking the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AttachmentUnavailableError extends Error {
  override name = 'AttachmentUnavailableError';
}

export async function resolveAttachment(db: Kysely<Database>, resolvers: AttachmentResolvers, ref: MailAttachmentRef): Promise<MailAttachment> {
  const resolver = resolvers[ref.kind] as AttachmentResolver | undefined;
  if (!resolver) throw new AttachmentUnavailableError(`No resolver for ${ref.kind} attachments is configured.`);
  const attachment = await resolver(db, ref);
  if (!attachment) throw new AttachmentUnavailableError(`The ${ref.kind} attachment (${JSON.stringify(ref)}) is not available yet.`);
  return attachment;
}
