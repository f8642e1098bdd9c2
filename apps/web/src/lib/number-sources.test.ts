import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Figures are written by contracts format.ts in the interface language's locale (Spanish is
// es-VE): a screen that formats a number itself (toLocaleString, toFixed, an Intl.NumberFormat
// of its own) writes it in another locale than the amounts beside it. Listed as "file:line".

const SRC = join(import.meta.dirname, '..');
const OWN_FORMAT = /\.toLocaleString\(|\.toFixed\(|new Intl\.NumberFormat\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('figures on screen', () => {
  it('are formatted by contracts, in the interface language', () => {
    const own: string[] = [];
    for (const file of sources(SRC))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OWN_FORMAT.test(line)) own.push(`${relative(SRC, file)}:${i + 1}`);
        });
    expect(own).toEqual([]);
  });
});
