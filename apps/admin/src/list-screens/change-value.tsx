import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MediaImage, mediaImage } from '../app/media-url';
import { useFormat } from '../app/use-format';
import type { ChangeFieldWords } from './change-fields';

/**
 * A value of a changed field as a person reads it: nothing as "—", booleans as Yes / No, an enumeration's value by
 * its name ("To Be Delivered"), a reference by its name, money in taka, a percentage with %, a moment as the screens
 * write one, an image as a thumbnail; anything else as its JSON. Numbers and moments in the language shown.
 */
export function ChangeValue({
  value,
  words,
  alt,
}: {
  value: unknown;
  /** How the field reads (its kind, its values' names), or nothing: the value reads by its type. */
  words: ChangeFieldWords | undefined;
  /** The alternative text of an image. */
  alt: string;
}) {
  const { t, i18n } = useLingui();
  const { taka, count, dateTime } = useFormat();
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (typeof value === 'number') {
    if (words?.kind === 'money') return taka(value);
    return words?.kind === 'percent' ? `${count(value)}%` : count(value);
  }
  if (typeof value === 'string') {
    const named = words?.names?.[value];
    if (named) return i18n._(named);
    if (words?.kind === 'moment') return <time dateTime={value}>{dateTime(value)}</time>;
    const image = words?.kind === 'image' ? mediaImage(value, 40) : undefined;
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
