// The mail district's public names: others enqueue messages and register attachment resolvers through these.
export { enqueueMail } from './outbox';
export { resolveAttachment } from './attachments';
export type { AttachmentResolver, AttachmentResolvers } from './attachments';
export type { Mail, MailAttachment, MailAttachmentRef, MailDataByTemplate, MailTemplate } from './types';
