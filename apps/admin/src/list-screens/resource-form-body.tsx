import { type ComponentType, Suspense } from 'react';
import type { ResourceFormProps } from './resource-definition';
import type { BodySchema, FormFieldDef } from './resource-fields';
import { ResourceFieldsForm } from './resource-fields-form';

/** The form of a create or update action: its field definitions, or its own form component. */
export type ActionForm<Body, Row> =
  | { fields: readonly FormFieldDef<Body>[]; schema: BodySchema<Body> }
  | { form: ComponentType<ResourceFormProps<Body, Row>> };

/** Renders an action's form, built from its fields or its own. */
export function ResourceFormBody<Body, Row>({
  action,
  title,
  row,
  values,
  parentId,
  ...state
}: {
  action: ActionForm<Body, Row>;
  title: string;
  row: Row | undefined;
  values: { readonly [name: string]: unknown } | undefined;
  parentId: string | undefined;
  submitLabel: string;
  onSubmit: (body: Body) => void;
  pending: boolean;
  error: unknown;
}) {
  if ('form' in action) {
    const OwnForm = action.form;
    // An own form may be loaded on demand (the item form is): the modal says so meanwhile.
    return (
      <Suspense
        fallback={
          <p className="resource-note" role="status">
            Loading...
          </p>
        }
      >
        <OwnForm row={row} {...state} />
      </Suspense>
    );
  }
  return (
    <ResourceFieldsForm
      label={title}
      fields={action.fields}
      schema={action.schema}
      values={values}
      parentId={parentId}
      {...state}
    />
  );
}
