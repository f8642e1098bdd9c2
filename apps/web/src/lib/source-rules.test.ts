import { describe, expect, it } from 'vitest';

// Rules a reviewer would otherwise have to remember, checked over every source file of the web
// app (tests left out). Each lists the places that break it as "file:line".

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function linesMatching(pattern: RegExp, fileFilter: (file: string) => boolean = () => true) {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    if (!fileFilter(file)) continue;
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file.slice(3)}:${i + 1}`);
    });
  }
  return found;
}

describe('the web app’s sources', () => {
  it('are all read', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
  });

  // Figures are written by contracts format.ts in the interface language's locale (Spanish is
  // es-VE): a screen that formats a number itself (toLocaleString, toFixed, an Intl.NumberFormat
  // of its own) writes it in another locale than the amounts beside it.
  it('format figures through contracts, in the interface language', () => {
    expect(linesMatching(/\.toLocaleString\(|\.toFixed\(|new Intl\.NumberFormat\(/)).toEqual([]);
  });

  // MUI's sx knows `pl`/`pr`/`ml`/`mr` and the logical `paddingInlineStart`, `marginInlineEnd`…,
  // but not `ps`, `pe`, `ms` or `me`: those pass through as unknown CSS and do nothing (the
  // floating customizer's gutter was written `pe:` and never applied).
  it('use only the sx spacing keys MUI knows', () => {
    const unknown = /^\s+(ps|pe|ms|me|mbs|mbe|pbs|pbe):\s*[-\d{'"`[]/;
    expect(linesMatching(unknown, (file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
