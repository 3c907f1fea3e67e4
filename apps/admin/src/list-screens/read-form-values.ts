import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkMessage } from '../app/field-errors';
import { formNumber } from '../app/form-number';
import { formText } from '../app/form-values';
import type { FormFieldDef } from './resource-fields';

/**
 * The values a resource form holds, one per field, ready for the operation's schema: numbers as numbers (NaN for a
 * text that is not one, which the schema refuses), toggles as booleans, blank numbers, selects and optional texts
 * left out, images from the image inputs, the parent from the route.
 */
export function readFormValues<Body>(
  fields: readonly FormFieldDef<Body>[],
  data: FormData,
  images: ReadonlyMap<string, File>,
  parentId: string | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = readField(field, data, images, parentId);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

function readField<Body>(
  field: FormFieldDef<Body>,
  data: FormData,
  images: ReadonlyMap<string, File>,
  parentId: string | undefined,
): unknown {
  const text = formText(data, field.name);
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'tel':
    case 'url':
      return field.optional && text.trim() === '' ? undefined : text;
    case 'number':
    case 'precedence':
      return formNumber(data, field.name);
    case 'toggle':
      return text === 'true';
    case 'select':
    case 'search-select':
    case 'area':
      return text === '' ? undefined : text;
    case 'image':
      return images.get(field.name);
    case 'parent':
      return parentId;
  }
}

/**
 * The fields of an update form that the person emptied though the record has a value (a number, a choice): a blank
 * one is left out of the body, which would keep the old value and close the form as if the change were saved, so
 * the form refuses each as Required instead.
 */
export function emptiedFields<Body>(
  fields: readonly FormFieldDef<Body>[],
  read: Record<string, unknown>,
  start: { readonly [name: string]: unknown } | undefined,
): string[] {
  if (start === undefined) return [];
  return fields
    .filter((field) => {
      if (
        field.kind === 'text' ||
        field.kind === 'textarea' ||
        field.kind === 'email' ||
        field.kind === 'tel' ||
        field.kind === 'url'
      )
        return false;
      if (field.kind === 'toggle' || field.kind === 'image' || field.kind === 'parent') return false;
      const before = start[field.name];
      return read[field.name] === undefined && before !== undefined && before !== null && before !== '';
    })
    .map((field) => field.name);
}

/**
 * The schema's complaints by field; a field left empty reads `required` (the form passes "Required", translated)
 * rather than a type error.
 */
export function checkMessages(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  values: Record<string, unknown>,
  i18n: I18n,
): Record<string, string> {
  const required = i18n._(msg`Required`);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = values[field] === undefined ? required : checkMessage(issue.message, i18n);
  }
  return errors;
}
