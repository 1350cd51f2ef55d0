// POST /staff/images: a centre admin (catalogue.edit) uploads a PNG, JPEG or WebP image of at most MAX_IMAGE_BYTES
// for a ritual or a carousel. The bytes must be what the content type says (checked by their signature). Audited.
import { MAX_IMAGE_BYTES, type UploadImageAnswer } from '@sannidhi/domain/contracts/staff-catalogue';
import type pg from 'pg';
import { withTransaction } from '../../db/with-transaction';
import { AppError, badRequest } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { insertImage } from '../../repositories/images';
import type { AuthContext } from '../../types';
import { requireStaffAction } from '../roles/authorize';

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export async function uploadImage(
  pool: pg.Pool,
  auth: AuthContext,
  centerId: string,
  image: { contentType: string; bytes: unknown },
  ctx: { requestId: string },
): Promise<UploadImageAnswer> {
  await requireStaffAction(pool, auth, 'catalogue.edit', centerId);
  const check = SIGNATURES[image.contentType];
  if (!check || !Buffer.isBuffer(image.bytes)) throw badRequest('Upload a PNG, JPEG or WebP image');
  if (image.bytes.length === 0) throw badRequest('The image is empty: choose the file again');
  if (image.bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(
      'BAD_REQUEST',
      `The image is larger than ${MAX_IMAGE_BYTES / 1024} KB: make it smaller`,
    );
  }
  if (!check(image.bytes))
    throw badRequest(`The file is not a ${image.contentType.slice(6).toUpperCase()} image`);
  const bytes = image.bytes;
  const id = await withTransaction(pool, async (client) => {
    const stored = await insertImage(client, {
      centerId,
      contentType: image.contentType,
      bytes,
      uploadedBy: auth.userId,
    });
    await writeAudit(client, {
      actorId: auth.userId,
      action: 'image.upload',
      entity: 'image',
      entityId: stored,
      data: { center: centerId, contentType: image.contentType, bytes: bytes.length },
      requestId: ctx.requestId,
    });
    return stored;
  });
  return { id, url: `/api/images/${id}` };
}
