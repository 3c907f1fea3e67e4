import { Trans, useLingui } from '@lingui/react/macro';
import { createInviteDefaults, employeeLevelValues } from '@shop/sdk';
import { createInviteMutationOptions } from '@shop/sdk/query';
import { EmailField } from '@shop/ui-kit/email-field';
import { Form } from '@shop/ui-kit/form';
import { Modal } from '@shop/ui-kit/modal';
import { SelectField } from '@shop/ui-kit/select-field';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { apiFieldErrors, errorMessage } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { roleName } from './employee-role';

function isLevel(value: string): value is (typeof employeeLevelValues)[number] {
  return employeeLevelValues.some((level) => level === value);
}

/**
 * "Create Invite": the email to invite, the role they will have (Employee unless the owner chooses Owner) and "Send
 * Invite to Email". A refusal (e.g. 409: already invited or already an employee) keeps the modal open with the typed
 * email and the server's message.
 */
export function InviteCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const roleOptions = employeeLevelValues.map((level) => ({ value: level, label: i18n._(roleName(level)) }));
  const create = useMutation(createInviteMutationOptions(useShopClient()));

  function close() {
    create.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const email = formText(values, 'email').trim();
    const role = formText(values, 'level');
    const level = isLevel(role) ? role : createInviteDefaults.level;
    create.mutate(
      { body: { email, level } },
      {
        onSuccess: (invite) => {
          const sentTo = invite.email;
          toast.success(t`Invite sent to ${sentTo}`);
          close();
        },
      },
    );
  }

  return (
    <Modal open={open} onClose={close}>
      <Modal.Title>
        <Trans>Create Invite</Trans>
      </Modal.Title>
      <Modal.Body>
        <Form aria-label={t`Create Invite`} onSubmit={onSubmit}>
          <Form.Error>{create.isError ? errorMessage(create.error, i18n) : ''}</Form.Error>
          <EmailField
            label={t`Email`}
            name="email"
            placeholder={t`Please Enter Email`}
            autoComplete="off"
            required
            error={apiFieldErrors(create.error).email}
          />
          <SelectField
            label={t`Role`}
            name="level"
            options={roleOptions}
            emptyLabel={null}
            defaultValue={createInviteDefaults.level}
            hint={t`Owners can also invite staff and change VAT, discounts, delivery fees and app settings.`}
            error={apiFieldErrors(create.error).level}
          />
          <Form.Actions>
            <Form.Submit pending={create.isPending} pendingLabel={t`Sending...`}>
              <Trans>Send Invite to Email</Trans>
            </Form.Submit>
          </Form.Actions>
        </Form>
      </Modal.Body>
    </Modal>
  );
}
