import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type RefObject, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from '../src/email-field';
import { NumberField } from '../src/number-field';
import { PasswordField } from '../src/password-field';
import { PrecedenceSelect } from '../src/precedence-select';
import { SelectField } from '../src/select-field';
import { TextField } from '../src/text-field';
import { TextareaField } from '../src/textarea-field';
import { UrlField } from '../src/url-field';
import { formDataOf } from './form-data';

function ControlledEmail({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [value, setValue] = useState('');
  return (
    <>
      <EmailField
        label="Email"
        ref={inputRef}
        value={value}
        onChange={(e) => setValue(e.target.value.toLowerCase())}
      />
      <output>{value}</output>
    </>
  );
}

describe('text-like fields', () => {
  it('ties the label to the input and renders the right type', () => {
    render(
      <>
        <TextField label="Name" name="name" />
        <EmailField label="Email" name="email" />
        <PasswordField label="Password" name="password" />
        <NumberField label="Price" name="price" />
        <UrlField label="Link" name="link" />
        <TextareaField label="Description" name="description" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // A text input announced as a spin button: a number input would drop Bangla digits (number-field.test.tsx).
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveAttribute('type', 'url');
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  });

  it('puts "Please Enter Link" in an empty url field unless told otherwise', () => {
    render(
      <>
        <UrlField label="Link" />
        <UrlField label="Other link" placeholder="https://…" />
      </>,
    );
    expect(screen.getByLabelText('Link')).toHaveAttribute('placeholder', 'Please Enter Link');
    expect(screen.getByLabelText('Other link')).toHaveAttribute('placeholder', 'https://…');
  });

  it('describes the input with its error and marks it invalid', () => {
    render(<TextField label="Name" error="Name is required" hint="As customers see it" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As customers see it Name is required');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller-given id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra words</p>
        <TextField label="Name" id="my-name" aria-describedby="extra" error="Wrong" />
      </>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'my-name');
    expect(input).toHaveAccessibleDescription('Extra words Wrong');
  });

  it('works uncontrolled: FormData carries what was typed', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="f">
        <TextField label="Name" name="name" defaultValue="Tea" />
        <NumberField label="Price" name="price" />
      </form>,
    );
    await user.type(screen.getByLabelText('Name'), ' leaves');
    await user.type(screen.getByLabelText('Price'), '120.5');
    const data = formDataOf('f');
    expect(data.get('name')).toBe('Tea leaves');
    expect(data.get('price')).toBe('120.5');
  });

  it('works controlled and forwards the ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<ControlledEmail inputRef={ref} />);
    await user.type(screen.getByLabelText('Email'), 'A@B.C');
    expect(screen.getByRole('status')).toHaveTextContent('a@b.c');
    expect(ref.current).toBe(screen.getByLabelText('Email'));
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'c1', label: 'Tea' },
    { value: 'c2', label: 'Coffee' },
  ];

  it('starts with the empty "Select ..." option whose value is empty', () => {
    render(<SelectField label="Category" name="category" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select ...' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('takes the empty option text as a prop, or leaves it out', () => {
    const { rerender } = render(
      <SelectField label="Category" options={options} emptyLabel="Select Category" />,
    );
    expect(screen.getByRole('option', { name: 'Select Category' })).toBeInTheDocument();
    rerender(<SelectField label="Category" options={options} emptyLabel={null} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is chosen with the keyboard and shows an error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField label="Category" options={options} onChange={onChange} error="Choose a category" />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAccessibleDescription('Choose a category');
    await user.selectOptions(select, 'Coffee');
    expect(select).toHaveValue('c2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('PrecedenceSelect', () => {
  it('offers 1 to max', () => {
    render(<PrecedenceSelect label="Precedence" max={4} defaultValue="2" />);
    const select = screen.getByRole('combobox', { name: 'Precedence' });
    expect(select).toHaveValue('2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select ...',
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
