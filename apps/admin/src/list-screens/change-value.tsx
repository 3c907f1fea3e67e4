import { formatTaka } from '@shop/sdk';
import { mediaImage } from '../app/media-url';
import type { ResourceColumn } from './resource-columns';

/**
 * How a field's values read in the change log: a column of the resource's view (its header, and its kind: money in
 * taka, an image as a thumbnail, a number with its unit), or just a kind. Values without one read by their type.
 */
export interface ChangeValueFormat {
  header?: string;
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
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number')
    return format?.kind === 'money' ? formatTaka(value) : `${value}${format?.unit ?? ''}`;
  if (typeof value === 'string') {
    const image = format?.kind === 'image' ? mediaImage(value, 40) : undefined;
    return image ? (
      <img className="resource-thumb change-thumb" {...image} alt={alt} loading="lazy" />
    ) : (
      value
    );
  }
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}
