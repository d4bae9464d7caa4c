import { describe, expect, it } from 'vitest';

import { excerpt, EXCERPT_LIMIT } from './excerpt';

describe('excerpt (spec §9: default limit 5, with ... added)', () => {
  it('defaults to 5 characters', () => {
    expect(EXCERPT_LIMIT).toBe(5);
    expect(excerpt('Hello world')).toBe('Hello...');
  });

  it('leaves a text of at most the limit unchanged', () => {
    expect(excerpt('Hello')).toBe('Hello');
    expect(excerpt('Hi')).toBe('Hi');
    expect(excerpt('')).toBe('');
  });

  it('cuts one character over the limit', () => {
    expect(excerpt('Hello!')).toBe('Hello...');
  });

  it('takes a custom limit', () => {
    expect(excerpt('Hello world', 8)).toBe('Hello wo...');
    expect(excerpt('Hello world', 11)).toBe('Hello world');
    expect(excerpt('Hello world', 0)).toBe('...');
    expect(excerpt('Hello world', -3)).toBe('...');
    expect(excerpt('Hello world', 2.9)).toBe('He...');
  });

  it('gives an empty string for null or undefined', () => {
    expect(excerpt(null)).toBe('');
    expect(excerpt(undefined)).toBe('');
    expect(excerpt(undefined, 3)).toBe('');
  });

  it('counts characters, never splitting one', () => {
    expect(excerpt('😀😀😀😀😀😀')).toBe('😀😀😀😀😀...');
    expect(excerpt('😀😀😀😀😀')).toBe('😀😀😀😀😀');
    expect(excerpt('Crème brûlée', 4)).toBe('Crèm...');
  });
});
