import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { ItemCreateSchema } from '@shop/sdk/schemas';
import type { ResourceFormProps } from '../../list-screens/resource-definition';
import { ItemForm } from './item-form';

/** The item form of "Create Item", checked against the create body. */
export function CreateItemForm(props: ResourceFormProps<Schema<'ItemCreate'>, undefined>) {
  const { t } = useLingui();
  return <ItemForm {...props} label={t`Create Item`} schema={ItemCreateSchema} />;
}
