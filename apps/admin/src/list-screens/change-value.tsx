import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MediaImage, mediaImage } from '../app/media-url';
import { useFormat } from '../app/use-format';
import type { ChangeFieldWords } from './change-fields';

/**
 * A value of a changed field as a person reads it: nothing as "—", booleans as Yes / No, an enumeration's value by
 * its name ("To Be Delivered"), a reference by its name (a list of them by their names), money in taka, a
 * percentage with %, a moment as the screens write one, an image as a thumbnail; anything else as its JSON. Numbers
 * and moments in the language shown.
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
  const { taka, count, dateTime, list } = useFormat();
  if (value === null || value === undefined || value === '') return '—';
  // A list of references (the districts a delivery fee covers) reads as their names.
  if (Array.isArray(value) && value.every((entry) => refName(entry) !== undefined))
    return value.length === 0 ? '—' : list(value.map((entry) => refName(entry) ?? ''));
  // A list of an enumeration's values (a token's scopes) reads as their names.
  const names = words?.names;
  if (Array.isArray(value) && names !== undefined && value.every((entry) => typeof entry === 'string'))
    return value.length === 0
      ? '—'
      : list(
          value.map((entry) => {
            const named = Object.hasOwn(names, entry) ? names[entry] : undefined;
            return named ? i18n._(named) : entry;
          }),
        );
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
  return refName(value) ?? JSON.stringify(value);
}

/** A reference's name (`{ _id, name }`), or undefined for anything else. */
function refName(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
    ? value.name
    : undefined;
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
