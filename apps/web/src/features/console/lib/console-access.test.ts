import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can } from '@trayecto/contracts/console';
import {
  CONSOLE_MENU,
  consoleMenuFor,
  consoleResourceOf,
  mayOpenConsoleRoute,
} from './console-access.ts';

const ids = (role: Parameters<typeof consoleMenuFor>[0]) => consoleMenuFor(role).map((i) => i.id);

describe('the console menu', () => {
  it('shows the owner every section, in order', () => {
    expect(ids('owner')).toEqual([
      'companies',
      'leads',
      'rates',
      'promos',
      'fares',
      'topups',
      'credits',
      'audit',
    ]);
  });

  it('shows finance and support the sections their role may read', () => {
    const all = ['companies', 'leads', 'rates', 'promos', 'fares', 'topups', 'credits', 'audit'];
    expect(ids('finance')).toEqual(all);
    expect(ids('support')).toEqual(all);
  });

  it('shows nothing without a role (the admin not loaded yet, or signed out)', () => {
    expect(ids(null)).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });

  it.each(ADMIN_ROLES)('%s: each entry is there exactly when can(role, read, resource)', (role) => {
    for (const item of CONSOLE_MENU) {
      expect(ids(role).includes(item.id)).toBe(can(role, 'read', item.resource));
    }
  });

  it('leaves out a section a role may not read', () => {
    // a role without read:audit (e.g. a future one) would not see it; simulated through the
    // pure check the menu uses
    expect(mayOpenConsoleRoute('finance', 'assist')).toBe(false);
    expect(mayOpenConsoleRoute('support', 'assist')).toBe(false);
    expect(mayOpenConsoleRoute('owner', 'assist')).toBe(true);
  });
});

describe('the route check', () => {
  it('takes the section of the deepest console handle', () => {
    const handles = [
      undefined,
      { title: 'x' },
      { title: 'console:routes.rates', resource: 'rates' },
    ];
    expect(consoleResourceOf(handles)).toBe('rates');
    expect(consoleResourceOf([undefined, { title: 'console:routes.login' }])).toBeUndefined();
    expect(consoleResourceOf([])).toBeUndefined();
  });

  it('refuses a section the role may not read, allows a route without a section', () => {
    expect(mayOpenConsoleRoute('support', 'companies')).toBe(true);
    expect(mayOpenConsoleRoute(null, 'companies')).toBe(false);
    expect(mayOpenConsoleRoute(null, undefined)).toBe(true);
  });
});

describe('action buttons follow the permissions', () => {
  it('money actions: finance and owner, not support', () => {
    expect(can('finance', 'money', 'companies')).toBe(true);
    expect(can('support', 'money', 'companies')).toBe(false);
    expect(can('finance', 'money', 'rates')).toBe(true);
    expect(can('support', 'money', 'promos')).toBe(false);
    expect(can('finance', 'money', 'fares')).toBe(true);
    expect(can('owner', 'money', 'fares')).toBe(true);
    expect(can('support', 'money', 'fares')).toBe(false);
    expect(can('support', 'read', 'fares')).toBe(true);
    // top-ups: every role reads them, only finance and the owner decide them
    expect(can('support', 'read', 'topups')).toBe(true);
    expect(can('finance', 'money', 'topups')).toBe(true);
    expect(can('owner', 'money', 'topups')).toBe(true);
    expect(can('support', 'money', 'topups')).toBe(false);
    // credits: every role reads them, only finance and the owner grant, decide or revert them
    expect(can('support', 'read', 'credits')).toBe(true);
    expect(can('finance', 'money', 'credits')).toBe(true);
    expect(can('owner', 'money', 'credits')).toBe(true);
    expect(can('support', 'money', 'credits')).toBe(false);
  });

  it('manage actions and assist: support and owner, not finance', () => {
    expect(can('support', 'manage', 'companies')).toBe(true);
    expect(can('finance', 'manage', 'companies')).toBe(false);
    expect(can('support', 'manage', 'assist')).toBe(true);
    expect(can('finance', 'manage', 'assist')).toBe(false);
    expect(can('support', 'manage', 'leads')).toBe(true);
    expect(can('finance', 'manage', 'leads')).toBe(false);
  });
});
