import { EmailField } from '../../src/email-field';
import { Form } from '../../src/form';
import { ImageInput } from '../../src/image-input';
import { NumberField } from '../../src/number-field';
import { PasswordField } from '../../src/password-field';
import { PrecedenceSelect } from '../../src/precedence-select';
import { SelectField } from '../../src/select-field';
import { SubmitButton } from '../../src/submit-button';
import { TextField } from '../../src/text-field';
import { TextareaField } from '../../src/textarea-field';
import { ToggleSwitch } from '../../src/toggle-switch';
import { UrlField } from '../../src/url-field';
import { swatch } from '../sample-data';

const categories = [
  { value: 'c1', label: 'Black tea' },
  { value: 'c2', label: 'Green tea' },
];

/** Every field once without and once with an error, the toggle on and off, the image input, the banner. */
export function FieldsSection() {
  return (
    <section className="gallery-section" aria-labelledby="fields-heading">
      <h2 id="fields-heading">Form fields</h2>
      <div className="gallery-grid">
        <Fields title="Without errors" />
        <Fields title="With errors" errors />
      </div>
      <h3>Form banner and submit states</h3>
      <Form aria-label="Sign in example" onSubmit={(event) => event.preventDefault()}>
        <Form.Error>Invalid email or password.</Form.Error>
        <Form.Actions>
          <SubmitButton variant="secondary" disabled>
            Disabled
          </SubmitButton>
          <SubmitButton pending pendingLabel="Loading...">
            Sign In
          </SubmitButton>
          <SubmitButton>Sign In</SubmitButton>
        </Form.Actions>
      </Form>
    </section>
  );
}

function Fields({ title, errors = false }: { title: string; errors?: boolean }) {
  const error = (message: string) => (errors ? message : undefined);
  return (
    <fieldset className="gallery-fieldset">
      <legend>{title}</legend>
      <TextField label="Name" name="name" defaultValue="Darjeeling" error={error('Name is already taken')} />
      <TextareaField
        label="Description"
        name="description"
        hint="Shown on the shop's product page."
        error={error('Description is too long')}
      />
      <NumberField
        label="Price"
        name="price"
        min={0}
        step="0.01"
        defaultValue={120}
        error={error('Enter a price')}
      />
      <EmailField
        label="Email"
        name="email"
        placeholder="Please Enter your Email"
        error={error('Enter a valid email')}
      />
      <UrlField label="Link" name="link" error={error('Enter a full link, with https://')} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        error={error('Passwords do not match')}
      />
      <SelectField label="Category" name="category" options={categories} error={error('Choose a category')} />
      <PrecedenceSelect
        label="Precedence"
        name="precedence"
        max={4}
        defaultValue="2"
        error={error('Taken')}
      />
      <ToggleSwitch
        label="Is available (on)"
        name="isAvailable"
        defaultChecked
        error={error('Cannot change')}
      />
      <ToggleSwitch label="Is visible (off)" name="isVisible" />
      <ImageInput
        label={errors ? 'Image' : 'Image (current)'}
        name="image"
        currentUrl={errors ? null : swatch(200, 'Now')}
        maxBytes={1024 * 1024}
        error={error('The server refused this image')}
      />
    </fieldset>
  );
}
