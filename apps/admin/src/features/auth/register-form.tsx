import { Trans, useLingui } from '@lingui/react/macro';
import { type Schema, toFormData, unwrap } from '@shop/sdk';
import { RegisterEmployeeSchema } from '@shop/sdk/schemas';
import { EmailField } from '@shop/ui-kit/email-field';
import { Form } from '@shop/ui-kit/form';
import { ImageInput } from '@shop/ui-kit/image-input';
import { TextField } from '@shop/ui-kit/text-field';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, issueFieldErrors } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { NewPasswordFields, readNewPassword } from './new-password-fields';
import { useSignInAttempt } from './use-sign-in-attempt';

/** Creates the invited employee's account and signs them in: the invited email is fixed by the invite. */
export function RegisterForm({
  token,
  email,
  onRegistered,
}: {
  token: string;
  email: string;
  onRegistered: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  // The client itself rather than the query options: the sign-in screens do not load TanStack Query.
  const register = useSignInAttempt((body: Schema<'RegisterEmployee'>) =>
    unwrap(client.POST('/employees/register', { body, bodySerializer: toFormData })),
  );
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  // The chosen picture comes from the image input itself: it hands over only files it accepted.
  const [dp, setDp] = useState<File | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = readNewPassword(data);
    if ('mismatch' in typed) {
      setCheckErrors({ confirm: i18n._(typed.mismatch) });
      return;
    }
    const checked = RegisterEmployeeSchema.safeParse({
      token,
      email,
      name: formText(data, 'name').trim(),
      password: typed.password,
      level: 'employee',
      ...(dp ? { dp } : {}),
    });
    setCheckErrors(checked.success ? {} : issueFieldErrors(checked.error.issues, i18n));
    if (checked.success && (await register.attempt(checked.data))) onRegistered();
  }

  const errors = { ...register.fieldErrors, ...checkErrors };
  return (
    <Form aria-label={t`Registration`} onSubmit={onSubmit}>
      <Form.Error>{register.errorMessage}</Form.Error>
      <EmailField label={t`Email`} value={email} readOnly hint={t`The address you were invited at.`} />
      <TextField label={t`Name`} name="name" autoComplete="name" required error={errors.name} />
      <NewPasswordFields
        labels={{ password: t`Password`, confirm: t`Confirm Password` }}
        errors={{ password: errors.password, confirm: errors.confirm }}
      />
      <ImageInput label={t`Display Picture`} onFileChange={setDp} error={errors.dp} />
      <Form.Actions>
        <Form.Submit pending={register.isLoading} pendingLabel={t`Loading...`}>
          <Trans>Create Account</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
