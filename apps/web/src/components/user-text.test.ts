import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserText, WithUserText } from './user-text.tsx';

const sentence = (build: (isolate: (value: string) => string) => string) =>
  renderToStaticMarkup(createElement(WithUserText, { children: build }));

describe('WithUserText', () => {
  it('puts each value in a <bdi> of its own and leaves the words around it as they are', () => {
    expect(
      sentence((isolate) => `Dar saldo a ${isolate('Distribuidora El Ávila C.A.')} ahora`),
    ).toBe('Dar saldo a <bdi>Distribuidora El Ávila C.A.</bdi> ahora');
  });

  it('keeps values apart, at the start and at the end, with characters that mean something', () => {
    expect(sentence((isolate) => `${isolate('VJ-8F3K2Q')} · ${isolate('$1 & <b> {{x}}')}`)).toBe(
      '<bdi>VJ-8F3K2Q</bdi> · <bdi>$1 &amp; &lt;b&gt; {{x}}</bdi>',
    );
  });

  it('shows a sentence without values unchanged', () => {
    expect(sentence(() => 'Sin resultados')).toBe('Sin resultados');
  });
});

describe('UserText', () => {
  it('is an inline span of its own direction, or the element of the Typography variant', () => {
    expect(renderToStaticMarkup(createElement(UserText, null, 'Ana Pérez'))).toMatch(
      /<span[^>]*dir="auto"[^>]*>Ana Pérez<\/span>/,
    );
    expect(
      renderToStaticMarkup(createElement(UserText, { variant: 'body2' }, 'Centro Sambil')),
    ).toMatch(/<p[^>]*dir="auto"[^>]*>Centro Sambil<\/p>/);
  });
});
