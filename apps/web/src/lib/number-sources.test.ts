import { describe, expect, it } from 'vitest';

// Figures are written by contracts format.ts in the interface language's locale (Spanish is
// es-VE): a screen that formats a number itself (toLocaleString, toFixed, an Intl.NumberFormat
// of its own) writes it in another locale than the amounts beside it. Listed as "file:line".

const OWN_FORMAT = /\.toLocaleString\(|\.toFixed\(|new Intl\.NumberFormat\(/;

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('figures on screen', () => {
  it('are formatted by contracts, in the interface language', () => {
    const own: string[] = [];
    for (const [file, text] of Object.entries(sources))
      text.split('\n').forEach((line, i) => {
        if (OWN_FORMAT.test(line)) own.push(`${file.slice(3)}:${i + 1}`);
      });
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(own).toEqual([]);
  });
});
