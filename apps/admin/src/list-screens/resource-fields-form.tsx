import { useLingui } from '@lingui/react/macro';
import { Form } from '@shop/ui-kit/form';
import { type FormEvent, useRef, useState } from 'react';
import { apiFieldErrors, type FieldErrors, formErrorMessage } from '../app/field-errors';
import { useFocusFirstInvalid } from '../app/use-focus-first-invalid';
import { checkMessages, emptiedFields, readFormValues } from './read-form-values';
import type { BodySchema, FormFieldDef } from './resource-fields';
import { ResourceFormField } from './resource-form-field';

/** Props of {@link ResourceFieldsForm}. */
export interface ResourceFieldsFormProps<Body> {
  /** The form's accessible name (the modal's title). */
  label: string;
  fields: readonly FormFieldDef<Body>[];
  schema: BodySchema<Body>;
  /** The values to start from (an update's row); each field's default otherwise. */
  values: { readonly [name: string]: unknown } | undefined;
  /** The id a `parent` field sends. */
  parentId: string | undefined;
  submitLabel: string;
  onSubmit: (body: Body) => void;
  pending: boolean;
  /** The last call's error: its message in the banner, its field messages at the fields. */
  error: unknown;
}

/**
 * A create or update form built from field definitions. What is typed stays in the fields when a call fails
 * (the inputs are uncontrolled and the form is not reset); the body is checked with the operation's schema first,
 * and nothing is sent while a field holds what cannot be sent as typed: a number that is not one, an image the
 * field refused, a value an update emptied. Focus then goes to the first field with a message.
 */
export function ResourceFieldsForm<Body>({
  label,
  fields,
  schema,
  values,
  parentId,
  submitLabel,
  onSubmit,
  pending,
  error,
}: ResourceFieldsFormProps<Body>) {
  const { t, i18n } = useLingui();
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const [checkRefusal, setCheckRefusal] = useState<object | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const images = useRef(new Map<string, File>());
  // The images whose last choice the field refused (too large, not an image), with the field's message.
  const refusedImages = useRef(new Map<string, string>());
  const serverFields = apiFieldErrors(error);
  useFocusFirstInvalid(form, checkRefusal);
  useFocusFirstInvalid(form, Object.keys(serverFields).length > 0 && error instanceof Error ? error : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readFormValues(fields, new FormData(event.currentTarget), images.current, parentId);
    const checked = schema.safeParse(read);
    const errors: Record<string, string> = checked.success
      ? {}
      : checkMessages(checked.error.issues, read, i18n);
    for (const name of emptiedFields(fields, read, values)) errors[name] ??= t`Required`;
    for (const [name, reason] of refusedImages.current) errors[name] ??= reason;
    setCheckErrors(errors);
    if (!checked.success || Object.keys(errors).length > 0) {
      setCheckRefusal({});
      return;
    }
    onSubmit(checked.data);
  }

  const errors: FieldErrors = { ...serverFields, ...checkErrors };
  const shown = fields.filter((field) => field.kind !== 'parent').map((field) => field.name);
  return (
    <Form ref={form} aria-label={label} onSubmit={submit} noValidate>
      <Form.Error>{formErrorMessage(error, shown, i18n)}</Form.Error>
      {fields.map((field) => (
        <ResourceFormField
          key={field.name}
          field={field}
          initial={values ? values[field.name] : 'defaultValue' in field ? field.defaultValue : undefined}
          error={errors[field.name]}
          onImageChange={(name, file) => {
            refusedImages.current.delete(name);
            if (file) images.current.set(name, file);
            else images.current.delete(name);
          }}
          onImageRefused={(name, reason) => refusedImages.current.set(name, reason)}
        />
      ))}
      <Form.Actions>
        <Form.Submit pending={pending}>{submitLabel}</Form.Submit>
      </Form.Actions>
    </Form>
  );
}
