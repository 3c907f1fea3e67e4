import { useLingui } from '@lingui/react/macro';
import { Form } from '@shop/ui-kit/form';
import { type FormEvent, useRef, useState } from 'react';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../app/field-errors';
import { checkMessages, readFormValues } from './read-form-values';
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
 * (the inputs are uncontrolled and the form is not reset); the body is checked with the operation's schema first.
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
  const { i18n } = useLingui();
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const images = useRef(new Map<string, File>());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readFormValues(fields, new FormData(event.currentTarget), images.current, parentId);
    const checked = schema.safeParse(read);
    if (!checked.success) {
      setCheckErrors(checkMessages(checked.error.issues, read, i18n));
      return;
    }
    setCheckErrors({});
    onSubmit(checked.data);
  }

  const errors: FieldErrors = { ...apiFieldErrors(error), ...checkErrors };
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      <Form.Error>{error ? errorMessage(error, i18n) : ''}</Form.Error>
      {fields.map((field) => (
        <ResourceFormField
          key={field.name}
          field={field}
          initial={values ? values[field.name] : 'defaultValue' in field ? field.defaultValue : undefined}
          error={errors[field.name]}
          onImageChange={(name, file) => {
            if (file) images.current.set(name, file);
            else images.current.delete(name);
          }}
        />
      ))}
      <Form.Actions>
        <Form.Submit pending={pending}>{submitLabel}</Form.Submit>
      </Form.Actions>
    </Form>
  );
}
