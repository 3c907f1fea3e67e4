import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { EmailField } from '@shop/ui-kit/email-field';
import { ImageInput } from '@shop/ui-kit/image-input';
import { NumberField } from '@shop/ui-kit/number-field';
import { PrecedenceSelect } from '@shop/ui-kit/precedence-select';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextField } from '@shop/ui-kit/text-field';
import { TextareaField } from '@shop/ui-kit/textarea-field';
import { ToggleSwitch } from '@shop/ui-kit/toggle-switch';
import { UrlField } from '@shop/ui-kit/url-field';
import { mediaSrc } from '../app/media-url';
import { AreaSelectField } from './area-select-field';
import { LookupSelectField } from './lookup-select-field';
import type { Choice, FormFieldDef } from './resource-fields';
import { SearchSelectField } from './search-select-field';

/** The control of one field definition, started from `initial` (the row's value, or the field's default). */
export function ResourceFormField<Body>({
  field,
  initial,
  error,
  onImageChange,
  onImageRefused,
}: {
  field: FormFieldDef<Body>;
  initial: unknown;
  error: string | undefined;
  onImageChange: (name: string, file: File | null) => void;
  /** A chosen image the field refused (too large, not an image), with the message it shows. */
  onImageRefused: (name: string, reason: string) => void;
}) {
  const { i18n } = useLingui();
  if (field.kind === 'parent') return null;
  const text = (descriptor: MessageDescriptor | undefined) => descriptor && i18n._(descriptor);
  const label = i18n._(field.label);
  const common = { label, name: field.name, error, hint: text(field.hint) };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} placeholder={text(field.placeholder)} defaultValue={textOf(initial)} />;
    case 'textarea':
      return (
        <TextareaField {...common} placeholder={text(field.placeholder)} defaultValue={textOf(initial)} />
      );
    case 'email':
      return <EmailField {...common} placeholder={text(field.placeholder)} defaultValue={textOf(initial)} />;
    case 'tel':
      return (
        <TextField
          {...common}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={text(field.placeholder)}
          defaultValue={textOf(initial)}
        />
      );
    case 'url':
      return <UrlField {...common} placeholder={text(field.placeholder)} defaultValue={textOf(initial)} />;
    case 'number':
      return (
        <NumberField
          {...common}
          placeholder={text(field.placeholder)}
          step={field.step ?? 1}
          min={field.min}
          defaultValue={numberText(initial)}
        />
      );
    case 'precedence':
      return <PrecedenceSelect {...common} max={field.max} defaultValue={numberText(initial)} />;
    case 'toggle':
      return <ToggleSwitch {...common} defaultChecked={initial === true} />;
    case 'select':
      return 'useOptions' in field.options ? (
        <LookupSelectField
          {...common}
          lookup={field.options}
          emptyLabel={text(field.emptyLabel)}
          defaultValue={choiceOf(initial)?.value}
        />
      ) : (
        <SelectField
          {...common}
          options={field.options}
          emptyLabel={text(field.emptyLabel)}
          defaultValue={choiceOf(initial)?.value}
        />
      );
    case 'search-select':
      return (
        <SearchSelectField
          {...common}
          searchLabel={i18n._(field.searchLabel)}
          search={field.search}
          initial={choiceOf(initial)}
        />
      );
    case 'area':
      return <AreaSelectField {...common} initial={choiceOf(initial)} />;
    case 'image':
      return (
        <ImageInput
          label={label}
          error={error}
          maxBytes={field.maxBytes}
          currentUrl={typeof initial === 'string' ? mediaSrc(initial) : undefined}
          onFileChange={(file) => onImageChange(field.name, file)}
          onFileRefused={(reason) => onImageRefused(field.name, reason)}
        />
      );
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function numberText(value: unknown): string | undefined {
  return typeof value === 'number' ? String(value) : undefined;
}

function choiceOf(value: unknown): Choice | undefined {
  if (typeof value === 'string') return value === '' ? undefined : { value, label: value };
  if (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    'label' in value &&
    typeof value.value === 'string' &&
    typeof value.label === 'string'
  )
    return { value: value.value, label: value.label };
  return undefined;
}
