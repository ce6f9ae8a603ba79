import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every widget's shadow root has src/styles/base.css (widget-root.tsx): its .bb-visually-hidden is the
// one way to hide text from the eye and not from a screen reader, so a fix to it reaches every widget.

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(folder, file));
}

describe('the visually hidden rule', () => {
  it('is written once in the widgets’ styles, in base.css', () => {
    const writing = cssFiles('src').filter((file) =>
      /clip-path:\s*inset\(50%\)|clip:\s*rect\(/.test(readFileSync(file, 'utf8')),
    );
    expect(writing).toEqual([join('src', 'styles', 'base.css')]);
  });
});
