#!/usr/bin/env node
// Generates the TypeScript types of the API contract (openapi.yaml) for each consumer.
// Usage: node scripts/gen-api-types.mjs          writes the files
//        node scripts/gen-api-types.mjs --check  exits 1 when a committed file is stale (for CI)
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const contract = new URL('../openapi.yaml', import.meta.url);

// One file per consumer (house style): the web client and the server never import each other.
const targets = [
  new URL('../packages/features/src/shared/api/schema.gen.ts', import.meta.url),
  new URL('../apps/api/src/generated/schema.gen.ts', import.meta.url),
];

const HEADER = `/**
 * GENERATED FILE - DO NOT EDIT.
 * Generated from openapi.yaml by scripts/gen-api-types.mjs (openapi-typescript).
 * Change openapi.yaml and run the generator again; CI fails when this file is stale.
 */

`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

async function generate() {
  const ast = await openapiTS(contract, {
    silent: true,
    // The contract's enums as value arrays too (`notificationKindValues`), so no list it holds is typed again.
    enumValues: true,
    // Uploaded files are Blobs/Files in FormData, not strings: typed so the client cannot send a path by mistake.
    transform(schemaObject) {
      if (schemaObject.format !== 'binary') return undefined;
      const nullable = Array.isArray(schemaObject.type) && schemaObject.type.includes('null');
      return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return HEADER + astToString(ast);
}

async function readOrEmpty(url) {
  try {
    return await readFile(url, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return '';
    throw err;
  }
}

// Formatted with the repository's Prettier settings, so formatting the whole repo never makes the files stale.
async function format(text, path) {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

const check = process.argv.includes('--check');
const generated = await generate();
let stale = 0;

for (const target of targets) {
  const path = fileURLToPath(target);
  const name = relative(root, path);
  const output = await format(generated, path);
  const current = await readOrEmpty(target);
  if (current === output) {
    if (!check) console.log(`unchanged ${name}`);
    continue;
  }
  if (check) {
    stale += 1;
    console.error(
      `stale: ${name} differs from what openapi.yaml generates; run node scripts/gen-api-types.mjs`,
    );
    continue;
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFile(target, output);
  console.log(`wrote ${name}`);
}

if (stale > 0) process.exit(1);
if (check) console.log('API types are up to date with openapi.yaml');
