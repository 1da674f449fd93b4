import fs from 'node:fs';
import { generateClientTypes, GENERATED_FILE } from '@/lib/api-client/generate';

/** `npm run openapi:client`: writes lib/api-client/schema.d.ts from the contracts. */
fs.writeFileSync(GENERATED_FILE, await generateClientTypes());
console.log(`wrote ${GENERATED_FILE}`);
