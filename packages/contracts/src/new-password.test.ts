import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from './constants.ts';
import { isCommonPassword, newPasswordSchema, passwordScore } from './new-password.ts';

const codeOf = (password: string) => {
  const r = newPasswordSchema.safeParse(password);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('the new-password rule', () => {
  it('refuses the common and the guessable, whatever their case', () => {
    for (const p of ['12345678', 'password', 'PassWord', 'qwertyuiop', 'iloveyou1', 'abcdefgh'])
      expect([p, codeOf(p)]).toEqual([p, ['password_common']]);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(passwordScore('password')).toBe(0);
  });

  it('takes a long or unusual one without composition rules, and tells a short one it is short', () => {
    for (const p of ['caballo bateria grapa', 'Demo1234!', 'Clave-segura-1'])
      expect([p, codeOf(p)]).toEqual([p, null]);
    expect(codeOf('1234')).toEqual(['password_too_short']);
    expect('1234'.length).toBeLessThan(PASSWORD_MIN);
    expect(passwordScore('Clave-de-equipo-1')).toBe(4);
  });
});
