import type { AttachmentResolvers } from './attachments';

/** The resolver of each attachment kind the portal sends. */
export const DEFAULT_ATTACHMENT_RESOLVERS: AttachmentResolvers = {};
