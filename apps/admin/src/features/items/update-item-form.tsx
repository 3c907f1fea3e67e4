import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { ItemUpdateSchema } from '@shop/sdk/schemas';
import type { ResourceFormProps } from '../../list-screens/resource-definition';
import { ItemForm } from './item-form';

/** The item form of "Update Item", started from the item and checked against the update body. */
export function UpdateItemForm(props: ResourceFormProps<Schema<'ItemUpdate'>, Schema<'Item'>>) {
  const { t } = useLingui();
  return <ItemForm {...props} label={t`Update Item`} schema={ItemUpdateSchema} />;
}
