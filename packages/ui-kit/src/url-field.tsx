import { msg } from '@lingui/core/macro';
import { useKitI18n } from './kit-i18n';
import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link UrlField}. */
export type UrlFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled link input (type="url") with the placeholder "Please Enter Link" unless told otherwise. */
export function UrlField({ placeholder, ...rest }: UrlFieldProps) {
  const i18n = useKitI18n();
  return (
    <TextField
      type="url"
      inputMode="url"
      placeholder={placeholder ?? i18n._(msg`Please Enter Link`)}
      {...rest}
    />
  );
}
