import { describe, expect, it } from 'vitest';
import { consoleLoginPathFor, isConsoleLogin, safeConsoleRedirect } from './console-navigation.ts';

describe('the console login path', () => {
  it('keeps the way back to a console page', () => {
    expect(consoleLoginPathFor('/admin/leads?status=won')).toBe(
      '/admin/login?redirect=%2Fadmin%2Fleads%3Fstatus%3Dwon',
    );
  });

  it('is bare from the login itself or outside the console', () => {
    expect(consoleLoginPathFor('/admin/login?redirect=%2Fadmin')).toBe('/admin/login');
    expect(consoleLoginPathFor('/dashboards')).toBe('/admin/login');
    expect(isConsoleLogin('/admin/login?x=1')).toBe(true);
    expect(isConsoleLogin('/admin/companies')).toBe(false);
  });
});

describe('where the console login goes', () => {
  it('follows a console path', () => {
    expect(safeConsoleRedirect('/admin/audit?assist=true')).toBe('/admin/audit?assist=true');
    expect(safeConsoleRedirect('/admin')).toBe('/admin');
  });

  it('goes to the companies otherwise', () => {
    for (const value of [
      null,
      '',
      '/dashboards',
      '//evil.test',
      'https://evil.test',
      '/admin/login',
      '/administrator',
    ])
      expect(safeConsoleRedirect(value)).toBe('/admin/companies');
  });
});
