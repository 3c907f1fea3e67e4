import { Trans } from '@lingui/react/macro';
import { type ComponentType, Suspense, use } from 'react';
import type { ResourceFormProps } from './resource-definition';
import type { BodySchema, FormFieldDef } from './resource-fields';
import type { ResourceFieldsFormProps } from './resource-fields-form';

type FieldsFormModule = typeof import('./resource-fields-form');
let fieldsForm: FieldsFormModule | undefined;
let loadingFieldsForm: Promise<FieldsFormModule> | undefined;

/**
 * Loads the forms built from field definitions (every field kind, image inputs, lookups) apart from the list: a
 * list screen that offers one calls it once it is shown, and a modal waits for it ("Loading...") if it is not there
 * yet. The list is usable sooner without them.
 */
export function preloadFieldsForm(): Promise<FieldsFormModule> {
  loadingFieldsForm ??= import('./resource-fields-form').then((loaded) => {
    fieldsForm = loaded;
    return loaded;
  });
  return loadingFieldsForm;
}

// Not `React.lazy`, which would lose the body's type.
function ResourceFieldsForm<Body>(props: ResourceFieldsFormProps<Body>) {
  const { ResourceFieldsForm: Loaded } = fieldsForm ?? use(preloadFieldsForm());
  return <Loaded {...props} />;
}

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
  const OwnForm = 'form' in action ? action.form : undefined;
  // Forms load on demand (an own form may too: the item form does): the modal says so meanwhile.
  return (
    <Suspense
      fallback={
        <p className="resource-note" role="status">
          <Trans>Loading...</Trans>
        </p>
      }
    >
      {OwnForm ? (
        <OwnForm row={row} {...state} />
      ) : (
        'fields' in action && (
          <ResourceFieldsForm
            label={title}
            fields={action.fields}
            schema={action.schema}
            values={values}
            parentId={parentId}
            {...state}
          />
        )
      )}
    </Suspense>
  );
}
