import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Form } from '../src/form';
import { NumberField } from '../src/number-field';
import { formDataOf } from './form-data';

function PriceForm({ defaultValue }: { defaultValue?: number | string }) {
  return (
    <Form aria-label="Item">
      <NumberField label="Price" name="price" min={0} step={0.01} defaultValue={defaultValue} />
    </Form>
  );
}

function ControlledAmount() {
  const [amount, setAmount] = useState('');
  return (
    <>
      <NumberField label="Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <output>{amount}</output>
    </>
  );
}

describe('NumberField', () => {
  it('is a labelled spin button with a decimal keypad on phones', () => {
    render(<NumberField label="Price" name="price" min={0} max="100" defaultValue={12.5} />);
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    expect(price).toHaveAttribute('type', 'text');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price).toHaveValue('12.5');
    expect(price).toHaveAttribute('aria-valuenow', '12.5');
    expect(price).toHaveAttribute('aria-valuemin', '0');
    expect(price).toHaveAttribute('aria-valuemax', '100');
    expect(price).not.toHaveAttribute('min');
  });

  it('takes Bangla digits, and the form reads them as Latin ones', async () => {
    const user = userEvent.setup();
    render(<PriceForm />);
    const price = screen.getByLabelText('Price');
    await user.type(price, '১২৫.৫০');
    expect(price).toHaveValue('125.50');
    expect(price).toHaveAttribute('aria-valuenow', '125.5');
    expect(formDataOf('Item').get('price')).toBe('125.50');
    expect(Number(formDataOf('Item').get('price'))).toBe(125.5);
  });

  it('takes Latin digits as before, and both mixed', async () => {
    const user = userEvent.setup();
    render(<PriceForm />);
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await user.type(price, '120.5');
    expect(formDataOf('Item').get('price')).toBe('120.5');
    await user.clear(price);
    await user.type(price, '1২3.৪5');
    expect(formDataOf('Item').get('price')).toBe('123.45');
  });

  it('keeps what is not a number as typed, with no value announced, for its form to refuse', async () => {
    const user = userEvent.setup();
    render(<PriceForm />);
    const price = screen.getByLabelText('Price');
    await user.type(price, 'abc');
    expect(price).toHaveValue('abc');
    expect(price).not.toHaveAttribute('aria-valuenow');
    expect(formDataOf('Item').get('price')).toBe('abc');
    await user.clear(price);
    await user.type(price, '1e5');
    expect(price).toHaveValue('1e5');
    expect(price).not.toHaveAttribute('aria-valuenow');
    await user.clear(price);
    await user.paste('৳১,২৫০.৫০ টাকা');
    expect(price).toHaveValue('৳1,250.50 টাকা');
    await user.clear(price);
    await user.type(price, '-১.৫');
    expect(price).toHaveValue('-1.5');
    expect(price).toHaveAttribute('aria-valuenow', '-1.5');
  });

  it('keeps the caret where the digit went', async () => {
    const user = userEvent.setup();
    render(<PriceForm defaultValue="15" />);
    const price = screen.getByLabelText('Price');
    await user.type(price, '২', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(price).toHaveValue('125');
    await user.keyboard('০');
    expect(price).toHaveValue('1205');
  });

  it('shows a starting value with Bangla digits in Latin ones', () => {
    render(<PriceForm defaultValue="৯৯.৫" />);
    expect(screen.getByLabelText('Price')).toHaveValue('99.5');
    expect(formDataOf('Item').get('price')).toBe('99.5');
  });

  it('works controlled: onChange gets the Latin digits', async () => {
    const user = userEvent.setup();
    render(<ControlledAmount />);
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '৭.৫');
    expect(screen.getByRole('status')).toHaveTextContent('7.5');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('7.5');
  });

  it('writes what an input method composed once it is done', () => {
    render(<ControlledAmount />);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    fireEvent.compositionStart(amount);
    fireEvent.input(amount, { target: { value: '৫' }, isComposing: true });
    expect(amount).toHaveValue('৫');
    fireEvent.compositionEnd(amount);
    expect(amount).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('steps with the arrow keys by step, within min and max', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Price" name="price" min={0} max={1} step="0.1" defaultValue="0.2" />);
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await user.click(price);
    await user.keyboard('{ArrowUp}');
    expect(price).toHaveValue('0.3');
    expect(price).toHaveAttribute('aria-valuenow', '0.3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(price).toHaveValue('0');
    await user.clear(price);
    await user.type(price, '০.৯৫{ArrowUp}');
    expect(price).toHaveValue('1');
    await user.keyboard('{ArrowUp}');
    expect(price).toHaveValue('1');
  });

  it('steps by 1 from empty, and not when read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NumberField label="Precedence" min={1} />
        <NumberField label="Total" readOnly defaultValue={5} />
      </>,
    );
    await user.type(screen.getByLabelText('Precedence'), '{ArrowUp}{ArrowUp}');
    expect(screen.getByLabelText('Precedence')).toHaveValue('2');
    await user.type(screen.getByLabelText('Total'), '{ArrowUp}');
    expect(screen.getByLabelText('Total')).toHaveValue('5');
  });
});
