// SQL of uploaded images (rituals, carousels): stored bytes, served by id.
import type pg from 'pg';
import type { Queryable } from '../db/client';

export async function insertImage(
  db: Queryable,
  image: { centerId: string; contentType: string; bytes: Buffer; uploadedBy: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO images (center_id, content_type, bytes, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [image.centerId, image.contentType, image.bytes, image.uploadedBy],
  );
  return rows[0]!.id;
}

export async function findImage(
  db: pg.Pool,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    'SELECT content_type, bytes FROM images WHERE id = $1',
    [id],
  );
  return rows[0] && { contentType: rows[0].content_type, bytes: rows[0].bytes };
}
