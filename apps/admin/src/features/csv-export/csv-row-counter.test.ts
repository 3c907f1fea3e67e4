import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../app/content-disposition';
import { CsvRowCounter } from './csv-row-counter';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CsvRowCounter', () => {
  it('counts rows ended by CRLF, not line breaks inside quotes, and a CRLF split between chunks once', () => {
    const counter = new CsvRowCounter();
    counter.add(bytes('name,description\r'));
    expect(counter.rows).toBe(0);
    counter.add(bytes('\nশাড়ি,"two\r\nlines, ""quoted"""\r\nlast,'));
    expect(counter.rows).toBe(2);
    counter.add(bytes('one\r\n'));
    expect(counter.rows).toBe(3);
  });
});

describe('fileNameOf', () => {
  it('reads the name a Content-Disposition header gives, or falls back', () => {
    expect(fileNameOf('attachment; filename="orders-shipped-2026-11-24.csv"', 'x.csv')).toBe(
      'orders-shipped-2026-11-24.csv',
    );
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'%E0%A6%95.csv', 'x.csv')).toBe(
      'ক.csv',
    );
    expect(fileNameOf('attachment; filename=items.csv', 'x.csv')).toBe('items.csv');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
