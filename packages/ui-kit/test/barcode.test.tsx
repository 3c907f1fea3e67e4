import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Barcode } from '../src/barcode';
import { code128Bars, code128Values } from '../src/code128';

describe('Code 128', () => {
  it('packs an even run of digits two to a symbol in code set C, with the check symbol and stop', () => {
    // Start C, 12 34 56 78, check (105 + 12·1 + 34·2 + 56·3 + 78·4) mod 103 = 47, stop.
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47, 106]);
  });

  it('writes text in code set B and switches to C for a long run of digits', () => {
    // Start B, "O" (47), "-" (13), code C, 20 26 11 24, check, stop.
    const values = code128Values('O-20261124');
    expect(values.slice(0, -2)).toEqual([104, 47, 13, 99, 20, 26, 11, 24]);
    const [start = 0, ...data] = values.slice(0, -2);
    expect(values.at(-2)).toBe(data.reduce((sum, value, i) => sum + value * (i + 1), start) % 103);
    expect(code128Values('Eid')).toEqual([104, 37, 73, 68, (104 + 37 + 73 * 2 + 68 * 3) % 103, 106]);
  });

  it('keeps the first digit of an odd run in code set B', () => {
    expect(code128Values('12345').slice(0, 5)).toEqual([104, 17, 99, 23, 45]);
    expect(code128Values('7').slice(0, 2)).toEqual([104, 23]);
  });

  it('draws 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    const { bars, width } = code128Bars('12345678');
    expect(width).toBe(6 * 11 + 13);
    expect(bars[0]?.x).toBe(0);
    const last = bars.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBe(width);
  });

  it('refuses what code set B cannot carry', () => {
    expect(() => code128Values('')).toThrow(/at least one/);
    expect(() => code128Values('ঈদ')).toThrow(/no "ঈ"/);
  });

  it('is an image named after its value, with the value as its caption', () => {
    render(<Barcode value="1024" />);
    expect(screen.getByRole('img', { name: 'Barcode 1024' })).toBeInTheDocument();
    expect(screen.getByText('1024')).toBeInTheDocument();
  });
});
