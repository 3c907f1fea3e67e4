import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MediaImage, mediaImage } from '../app/media-url';
import { useFormat } from '../app/use-format';
import type { ResourceColumn } from './resource-columns';

/**
 * How a field's values read in the change log: a column of the resource's view (its header, and its kind: money in
 * taka, an image as a thumbnail, a number with its unit), or just a kind. Values without one read by their type.
 */
export interface ChangeValueFormat {
  header?: MessageDescriptor;
  kind?: ResourceColumn<unknown>['kind'];
  unit?: string;
}

/**
 * A value of a changed field as a person reads it: nothing as "—", booleans as True/False, a reference by its name,
 * money in taka, an image as a thumbnail; anything else as its JSON.
 */
export function ChangeValue({
  value,
  format,
  alt,
}: {
  value: unknown;
  format: ChangeValueFormat | undefined;
  /** The alternative text of an image. */
  alt: string;
}) {
  const { t } = useLingui();
  const { taka, count } = useFormat();
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t`True` : t`False`;
  if (typeof value === 'number')
    return format?.kind === 'money' ? taka(value) : `${count(value)}${format?.unit ?? ''}`;
  if (typeof value === 'string') {
    const image = format?.kind === 'image' ? mediaImage(value, 40) : undefined;
    return image ? <ChangeImage image={image} alt={alt} /> : value;
  }
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}

/** An image of the log; one deleted since (a replaced picture, a deleted item's) says so instead of showing broken. */
function ChangeImage({ image, alt }: { image: MediaImage; alt: string }) {
  const [gone, setGone] = useState(false);
  return gone ? (
    <span className="change-image-gone">
      <Trans>{alt}: image since deleted</Trans>
    </span>
  ) : (
    <img
      className="resource-thumb change-thumb"
      {...image}
      alt={alt}
      loading="lazy"
      onError={() => setGone(true)}
    />
  );
}
