/** `npm run docs:config`: writes docs/configuration.md from the settings schema. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { configurationDoc } from './configuration-doc';

const path = join(REPO_ROOT, 'docs/configuration.md');
writeFileSync(path, configurationDoc());
console.log(`wrote ${path}`);
