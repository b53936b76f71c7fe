import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { hasNul } from './validation';

export interface UploadedFile {
  field: string;
  buffer: Buffer;
}

export interface FormBody {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

/**
 * Fields and the (single) file of a multipart body; a JSON body is accepted too (fields only).
 * A file over the configured size → 400 'errors.fileTooLarge'.
 */
export async function readFormBody(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body === undefined ? {} : request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new AppError(400, 'errors.validationFailed');
    return { fields: body as Record<string, unknown>, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0) file = { field: part.fieldname, buffer };
      } else if (!part.fieldnameTruncated && !part.valueTruncated && !hasNul(part.value)) {
        fields[part.fieldname] = part.value;
      } else {
        throw new AppError(400, 'errors.validationFailed');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw new AppError(400, 'errors.fileTooLarge');
    // Everything else here is a body the parser could not read (busboy: 'Multipart: Boundary not found', …).
    throw new AppError(400, 'errors.validationFailed');
  }
  return { fields, file };
}
