import { Trans } from '@lingui/react/macro';
import { mediaImage } from '../../app/media-url';
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
  // A thumbnail is 2.5rem wide, the large picture 8rem (customer-picture.css).
  const image = mediaImage(path, size === 'large' ? 128 : 40);
  if (!image)
    return (
      <span className="customer-picture-none">
        <Trans>No image</Trans>
      </span>
    );
  return <img className={`customer-picture customer-picture--${size}`} {...image} alt={name} />;
}
