import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { refuseNulIn } from '../http/refuse-nul-characters';

/** The most bytes a profile photo may have as uploaded. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ProfileForm {
  fields: Record<string, string>;
  /** The uploaded photo's bytes; null when none was chosen. */
  file: Buffer | null;
  fileTooLarge: boolean;
}

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/**
 * Reads the 'Account details' form: multipart (text fields plus the photo in part `file`, SPEC §7) or,
 * without a photo, a JSON or urlencoded body. A photo over MAX_IMAGE_BYTES is reported, not read whole.
 * A body that is not well-formed multipart (no boundary, cut short) is the sender's fault: 400, not 500.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const fields = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { fields, file: null, fileTooLarge: false };
  }
  const form: ProfileForm = { fields: {}, file: null, fileTooLarge: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // An empty file input still posts a part with no bytes: no photo chosen.
      if (part.fieldname === 'file' && bytes.length > 0) form.file = bytes;
    }
  } catch (error) {
    // The limit stops the upload where it is; the text fields come first in a browser's form post.
    if (!isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      const reason = error instanceof Error ? error.message : 'unreadable';
      throw new ApiError('badRequest', `Invalid multipart form: ${reason}`);
    }
    form.fileTooLarge = true;
  }
  refuseNulIn(form.fields, 'form');
  return form;
}
