#!/usr/bin/env node
// Runs the compiled server (dist/cli.js) with plain node, compiling it first when the sources
// changed since the last build (a fresh checkout, an edit); see scripts/build.mjs.
import { ensureServerBuilt, SERVER_ENTRY } from '../scripts/build.mjs';
import { pathToFileURL } from 'node:url';

await ensureServerBuilt();
await import(pathToFileURL(SERVER_ENTRY).href);
