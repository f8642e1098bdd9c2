import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './navigation.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/history?page=2&status=completed', '/history?page=2&status=completed'],
    ['/corporate_panel/abc#movements', '/corporate_panel/abc#movements'],
    ['/profile', '/profile'],
  ])('follows the same-origin path %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['history'],
    ['/login'],
    ['/login?redirect=%2Fhistory'],
    ['/history\n'],
  ])('refuses %j and uses the fallback', (value) => {
    expect(safeRedirectPath(value)).toBe('/dashboards');
    expect(safeRedirectPath(value, '/x')).toBe('/x');
  });
});

describe('loginPathFor', () => {
  it('keeps the full target path with its query', () => {
    expect(loginPathFor('/history?page=2&q=a b')).toBe(
      '/login?redirect=%2Fhistory%3Fpage%3D2%26q%3Da%20b',
    );
  });

  it('does not point back to login or the root', () => {
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
