import type { Config } from '../core/config.js';
import { diskMedia } from './disk-media.js';
import type { MediaBackend } from './media-backend.js';
import { s3Media } from './s3-media.js';

/** The backend the configuration names: the data dir's `media/` folder, or the S3 bucket. */
export function openMediaBackend(media: Config['media']): Promise<MediaBackend> {
  if (media.kind === 'disk') return Promise.resolve(diskMedia(media.dir));
  const { kind: _kind, ...options } = media;
  return s3Media(options);
}
