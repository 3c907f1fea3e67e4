// `pnpm release:api`: records the bundled document (dist/openapi.json) as the released contract that later
// changes are checked against (released/openapi.json). The SDK carries the same version, with a CHANGELOG entry.
import { copyFileSync, readFileSync } from 'node:fs';
import { versionOf } from './contract-version.mjs';

const document = new URL('../dist/openapi.json', import.meta.url);
const released = new URL('../released/openapi.json', import.meta.url);
const sdkPackage = new URL('../../sdk/package.json', import.meta.url);
const changelog = new URL('../../sdk/CHANGELOG.md', import.meta.url);

const { text: version } = versionOf(document);
const sdkVersion = JSON.parse(readFileSync(sdkPackage, 'utf8')).version;
if (sdkVersion !== version) {
  throw new Error(`The SDK is ${sdkVersion} but the document is ${version}: give both the same version.`);
}
if (!readFileSync(changelog, 'utf8').includes(`\n## ${version}\n`)) {
  throw new Error(`packages/sdk/CHANGELOG.md has no "## ${version}" entry: say what changed for its users.`);
}
copyFileSync(document, released);
console.log(`released the document ${version}: packages/api-spec/released/openapi.json (commit it)`);
