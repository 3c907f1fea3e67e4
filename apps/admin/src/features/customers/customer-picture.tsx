import { mediaSrc } from '../../app/media-url';
import './customer-picture.css';

/** A customer's display picture, or a short note when there is none. */
export function CustomerPicture({
  name,
  path,
  size = 'thumbnail',
}: {
  name: string;
  path: string | null;
  size?: 'thumbnail' | 'large';
}) {
  const src = mediaSrc(path);
  if (!src) return <span className="customer-picture-none">No image</span>;
  return <img className={`customer-picture customer-picture--${size}`} src={src} alt={name} />;
}
