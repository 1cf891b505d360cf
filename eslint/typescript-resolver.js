/**
 * An import resolver for eslint-plugin-import-x (its resolver interface 3) that resolves as `tsc`
 * does: TypeScript's own module resolution with the options of tsconfig.base.json (bundler
 * resolution, extensionless relative imports, package `exports`). It needs nothing beyond the
 * `typescript` package the repository already has (no resolver binary of its own).
 */
import path from 'node:path';
import ts from 'typescript';

const configFile = path.join(import.meta.dirname, '..', 'tsconfig.base.json');
const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, path.dirname(configFile));
const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);

/** @type {import('eslint-plugin-import-x').NewResolver} */
export const typescriptResolver = {
  interfaceVersion: 3,
  name: 'atrium-typescript',
  resolve(source, file) {
    const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
    // Declaration files of libraries stand for JavaScript the cycle rule need not follow.
    if (!resolvedModule || resolvedModule.extension === ts.Extension.Dts) return { found: false };
    return { found: true, path: resolvedModule.resolvedFileName };
  },
};
