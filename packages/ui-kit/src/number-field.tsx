import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link NumberField}. */
export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled number input (prices, amounts, precedence); FormData gives its value as a string. */
export function NumberField({ inputMode = 'decimal', ...rest }: NumberFieldProps) {
  return <TextField type="number" inputMode={inputMode} {...rest} />;
}
