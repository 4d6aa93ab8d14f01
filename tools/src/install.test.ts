import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import semver from 'semver';

/**
 * `npm install` prints an EBADENGINE warning for every locked package whose `engines.node` the running Node does not
 * satisfy. The README names the Node version the project runs on and package.json's `engines` says the same; every
 * package in the lock must accept the lowest version that range allows, so a fresh install on it stays quiet.
 */
const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the dependency tree and the Node version', () => {
  const range: string = JSON.parse(read('package.json')).engines.node;
  const lowest = semver.minVersion(range)!.version;

  it('is named in the README as package.json states it', () => {
    expect(read('README.md')).toContain(`Node.js ${range.replace('>=', '≥ ')}`);
  });

  it('has no locked package that refuses the lowest Node the README allows', () => {
    const packages: Record<string, { engines?: { node?: string } | string[] }> = JSON.parse(read('package-lock.json')).packages;
    const refusing = Object.entries(packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, p]) => `${name} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
