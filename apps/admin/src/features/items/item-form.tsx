import { useLingui } from '@lingui/react/macro';
import { categoryOrSubcategoryValues, createItemDefaults, type Schema } from '@shop/sdk';
import { listCategoriesQueryOptions, listSubcategoriesByCategoryQueryOptions } from '@shop/sdk/query';
import { Form } from '@shop/ui-kit/form';
import { ImageInput } from '@shop/ui-kit/image-input';
import { NumberField } from '@shop/ui-kit/number-field';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextField } from '@shop/ui-kit/text-field';
import { TextareaField } from '@shop/ui-kit/textarea-field';
import { ToggleSwitch } from '@shop/ui-kit/toggle-switch';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { apiFieldErrors, errorMessage, type FieldErrors, formErrorMessage } from '../../app/field-errors';
import { formNumber } from '../../app/form-number';
import { formText } from '../../app/form-values';
import { itemKindNames } from '../../app/item-kind-names';
import { mediaSrc } from '../../app/media-url';
import { useShopClient } from '../../app/use-app-context';
import { useFocusFirstInvalid } from '../../app/use-focus-first-invalid';
import { byName } from '../../list-screens/lookups';
import { checkMessages } from '../../list-screens/read-form-values';
import type { ResourceFormProps } from '../../list-screens/resource-definition';
import type { BodySchema } from '../../list-screens/resource-fields';

type Item = Schema<'Item'>;
type ItemKind = Schema<'CategoryOrSubcategory'>;

/** The fields of the form, as the API names them (a refusal's field messages show at them). */
const shownFields = [
  'name',
  'description',
  'price',
  'isAvailable',
  'isVisible',
  'image',
  'categoryOrSubcategory',
  'category',
  'subcategory',
];

/** Props of {@link ItemForm}: the screen's form props plus the operation's schema and the form's name. */
export interface ItemFormProps<Body> extends ResourceFormProps<Body, Item> {
  label: string;
  schema: BodySchema<Body>;
}

/**
 * The item form: name, description, price (0 by default), availability and visibility, an image with preview,
 * and `categoryOrSubcategory` ('category' by default) deciding between a category select and category +
 * subcategory selects. The subcategories offered are the chosen category's; another category clears the choice.
 * Nothing is sent while a field holds what cannot be sent as typed: a price that is not a number, an image the field
 * refused, an update's price emptied; focus then goes to the first field with a message.
 */
export function ItemForm<Body>({
  row,
  label,
  schema,
  submitLabel,
  onSubmit,
  pending,
  error,
}: ItemFormProps<Body>) {
  const { t, i18n } = useLingui();
  const kindOptions = categoryOrSubcategoryValues.map((value) => ({
    value,
    label: i18n._(itemKindNames[value]),
  }));
  const client = useShopClient();
  const [kind, setKind] = useState<ItemKind>(
    row?.categoryOrSubcategory ?? createItemDefaults.categoryOrSubcategory,
  );
  const [category, setCategory] = useState(row?.category._id ?? '');
  const [subcategory, setSubcategory] = useState(row?.subcategory?._id ?? '');
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const [checkRefusal, setCheckRefusal] = useState<object | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const image = useRef<File | null>(null);
  // The message of the image field when it refused the last file chosen (too large, not an image).
  const refusedImage = useRef<string | null>(null);
  const serverFields = apiFieldErrors(error);
  useFocusFirstInvalid(form, checkRefusal);
  useFocusFirstInvalid(form, Object.keys(serverFields).length > 0 && error instanceof Error ? error : null);
  const categories = useQuery({
    ...listCategoriesQueryOptions(client),
    select: (list) => list.data.map(byName),
  });
  const subcategories = useQuery({
    ...listSubcategoriesByCategoryQueryOptions(client, { path: { categoryId: category } }),
    select: (list) => list.data.map(byName),
    enabled: kind === 'subcategory' && category !== '',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const price = formNumber(data, 'price');
    const values: Record<string, unknown> = {
      name: formText(data, 'name'),
      description: formText(data, 'description'),
      price,
      isAvailable: formText(data, 'isAvailable') === 'true',
      isVisible: formText(data, 'isVisible') === 'true',
      image: image.current ?? undefined,
      categoryOrSubcategory: kind,
      category: category || undefined,
      subcategory: kind === 'subcategory' ? subcategory || undefined : undefined,
    };
    const checked = schema.safeParse(values);
    const errors: Record<string, string> = checked.success
      ? {}
      : checkMessages(checked.error.issues, values, i18n);
    // The document makes these optional; the chosen kind makes them required.
    if (!category) errors.category ??= t`Required`;
    if (kind === 'subcategory' && !subcategory) errors.subcategory ??= t`Required`;
    // Left out, an update's price would stay as it was while the form closed as if saved.
    if (row && price === undefined) errors.price ??= t`Required`;
    if (refusedImage.current !== null) errors.image ??= refusedImage.current;
    setCheckErrors(errors);
    if (checked.success && Object.keys(errors).length === 0) onSubmit(checked.data);
    else setCheckRefusal({});
  }

  const errors: FieldErrors = { ...serverFields, ...checkErrors };
  return (
    <Form ref={form} aria-label={label} onSubmit={submit} noValidate>
      <Form.Error>{formErrorMessage(error, shownFields, i18n)}</Form.Error>
      <TextField label={t`Name`} name="name" defaultValue={row?.name} error={errors.name} />
      <TextareaField
        label={t`Description`}
        name="description"
        defaultValue={row?.description}
        error={errors.description}
      />
      <NumberField
        label={t`Price`}
        name="price"
        step={0.01}
        min={0}
        defaultValue={row?.price ?? 0}
        error={errors.price}
      />
      <ToggleSwitch
        label={t`Is Available`}
        name="isAvailable"
        defaultChecked={row?.isAvailable ?? false}
        error={errors.isAvailable}
      />
      <ToggleSwitch
        label={t`Is Visible`}
        name="isVisible"
        defaultChecked={row?.isVisible ?? false}
        error={errors.isVisible}
      />
      <ImageInput
        label={t`Image`}
        currentUrl={mediaSrc(row?.image)}
        onFileChange={(file) => {
          image.current = file;
          refusedImage.current = null;
        }}
        onFileRefused={(reason) => {
          refusedImage.current = reason;
        }}
        error={errors.image}
      />
      <SelectField
        label={t`Category or Subcategory`}
        name="categoryOrSubcategory"
        options={kindOptions}
        emptyLabel={null}
        value={kind}
        onChange={(event) =>
          setKind(
            categoryOrSubcategoryValues.find((value) => value === event.target.value) ??
              createItemDefaults.categoryOrSubcategory,
          )
        }
        error={errors.categoryOrSubcategory}
      />
      <SelectField
        label={t`Category`}
        name="category"
        options={withChoice(categories.data, row?.category)}
        emptyLabel={categories.isPending ? t`Loading...` : t`Select Category`}
        value={category}
        onChange={(event) => {
          setCategory(event.target.value);
          // A subcategory belongs to one category: another category's subcategories are offered instead.
          setSubcategory('');
        }}
        error={errors.category ?? (categories.error ? errorMessage(categories.error, i18n) : undefined)}
      />
      {kind === 'subcategory' && (
        <SelectField
          label={t`Subcategory`}
          name="subcategory"
          options={
            category === row?.category._id
              ? withChoice(subcategories.data, row.subcategory)
              : (subcategories.data ?? [])
          }
          emptyLabel={category ? t`Select Subcategory` : t`Choose a category first`}
          disabled={category === ''}
          value={subcategory}
          onChange={(event) => setSubcategory(event.target.value)}
          error={
            errors.subcategory ?? (subcategories.error ? errorMessage(subcategories.error, i18n) : undefined)
          }
        />
      )}
      <Form.Actions>
        <Form.Submit pending={pending}>{submitLabel}</Form.Submit>
      </Form.Actions>
    </Form>
  );
}

/** The loaded options, with the row's current choice among them while they load (so the select shows it). */
function withChoice(
  options: ReadonlyArray<{ value: string; label: string }> | undefined,
  current: { _id: string; name: string } | null | undefined,
) {
  if (options) return options;
  return current ? [byName(current)] : [];
}
