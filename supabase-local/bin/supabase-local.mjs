#!/usr/bin/env node
// Plain ESM entry: registers tsx so the TypeScript sources run without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
