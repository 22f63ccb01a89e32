// The public API of a workspace library as the TypeScript compiler sees it: one declaration text per export
// of each package.json "exports" entry (the language of type-nodes.mjs). Deterministic by construction:
// members, unions and intersections are sorted, file paths never appear, and a type that has its own export
// is referred to by name (its own entry covers its shape). Types from other packages are named with their
// package (`react:ReactNode`), not expanded, so a dependency upgrade does not look like an API change;
// TypeScript's own library types (`Promise`, `Array`, `HTMLElement`) go by their bare names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseDeclarations } from './parse-declarations.mjs';
import { printDeclarations } from './print-declarations.mjs';
import { intersection, object, ref, union } from './type-nodes.mjs';

const MAX_DEPTH = 24;

/** package.json "exports" as [entry name, absolute file] pairs. */
function packageEntries(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const exportsField = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': pkg.main });
  return Object.entries(exportsField)
    .map(([entry, target]) => [
      entry,
      path.resolve(packageDir, typeof target === 'string' ? target : (target.types ?? target.default)),
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function compilerOptions(packageDir) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return { ...parsed.options, noEmit: true };
}

function packageOf(fileName) {
  const index = fileName.lastIndexOf('/node_modules/');
  if (index === -1) return null;
  const parts = fileName.slice(index + '/node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.*)__(.*)$/, '@$1/$2') : name;
}

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * @param {string[]} packageDirs library folders
 * @returns {Map<string, Record<string, Record<string, string>>>} per folder: entry → export name → the
 *   export's declarations as the report prints them
 */
export function apiSurfaces(packageDirs) {
  const libraries = packageDirs.map((dir) => ({ dir: path.resolve(dir), entries: packageEntries(dir) }));
  const program = ts.createProgram({
    rootNames: libraries.flatMap((library) => library.entries.map(([, file]) => file)),
    options: compilerOptions(libraries[0].dir),
  });
  const checker = program.getTypeChecker();
  // The language's own types (Array, Promise, HTMLElement) print unqualified; a library's carry its package.
  const libraryOf = (file) =>
    program.isSourceFileDefaultLibrary(file)
      ? { pkg: null }
      : program.isSourceFileFromExternalLibrary(file)
        ? { pkg: packageOf(file.fileName) }
        : null;

  const result = new Map();
  for (const library of libraries) {
    // Symbols the library exports by name: references to them print that name instead of a shape.
    const exported = new Map();
    const modules = library.entries.map(([entry, file]) => {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`${file} (export "${entry}") is not part of the program`);
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const symbols = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      for (const symbol of symbols) {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!exported.has(target)) exported.set(target, entry === '.' ? symbol.name : `${entry}#${symbol.name}`);
      }
      return { entry, symbols };
    });

    const describer = createDescriber(checker, exported, libraryOf);
    const surface = {};
    for (const { entry, symbols } of modules) {
      const described = {};
      for (const symbol of [...symbols].sort((a, b) => byText(a.name, b.name))) {
        described[symbol.name] = layOut(printDeclarations(describer.describeExport(symbol)));
      }
      surface[entry] = described;
    }
    result.set(library.dir, surface);
  }
  return result;
}

/**
 * Read back and printed again, so text the compiler printed inside a type (a mapped type, the generated
 * database types) is laid out like the rest and reads back the same from the report. Text the parser
 * cannot read stays as it is: the version check then compares that export as text.
 */
function layOut(text) {
  try {
    return printDeclarations(parseDeclarations(text));
  } catch {
    return text;
  }
}

function createDescriber(checker, exported, libraryOf) {
  const expanding = new Set();

  function qualifiedName(symbol) {
    // getFullyQualifiedName prefixes module symbols with their quoted file path; keep only the names.
    return checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\./, '');
  }

  function declarationFile(symbol) {
    return symbol.declarations?.[0]?.getSourceFile();
  }

  /** A name for a named type, or null when it must be described by shape (internal, not exported). */
  function nameOf(symbol) {
    if (exported.has(symbol)) return exported.get(symbol);
    const file = declarationFile(symbol);
    if (!file) return qualifiedName(symbol);
    const library = libraryOf(file);
    if (library) return library.pkg ? `${library.pkg}:${qualifiedName(symbol)}` : qualifiedName(symbol);
    return null;
  }

  const raw = (text) => ({ k: 'raw', text });

  function withArguments(name, args, depth) {
    return ref(
      name,
      (args ?? []).map((arg) => describe(arg, depth + 1)),
    );
  }

  function parameterName(parameter, index) {
    // A destructured parameter has no name of its own (`__0`).
    return /^__\d+$/.test(parameter.name) ? `arg${index}` : parameter.name;
  }

  function describeSignature(signature, depth) {
    const tps = (signature.getTypeParameters() ?? []).map((p) => describeTypeParameter(p, depth));
    const params = signature.getParameters().map((parameter, index) => {
      const declaration = parameter.valueDeclaration;
      const isParameter = declaration && ts.isParameter(declaration);
      return {
        name: parameterName(parameter, index),
        rest: Boolean(isParameter && declaration.dotDotDotToken),
        opt: Boolean(isParameter && (declaration.questionToken || declaration.initializer)),
        type: describe(checker.getTypeOfSymbol(parameter), depth + 1),
      };
    });
    const predicate = checker.getTypePredicateOfSignature(signature);
    const ret = predicate
      ? {
          k: 'pred',
          asserts:
            predicate.kind === ts.TypePredicateKind.AssertsThis ||
            predicate.kind === ts.TypePredicateKind.AssertsIdentifier,
          param: predicate.parameterName ?? 'this',
          type: predicate.type ? describe(predicate.type, depth + 1) : null,
        }
      : describe(checker.getReturnTypeOfSignature(signature), depth + 1);
    return { tps, params, ret };
  }

  function describeTypeParameter(parameter, depth) {
    const constraint = checker.getBaseConstraintOfType(parameter);
    const declared = parameter.symbol?.declarations?.[0];
    const hasConstraint = declared && ts.isTypeParameterDeclaration(declared) && declared.constraint;
    const fallback = checker.getDefaultFromTypeParameter?.(parameter);
    return {
      name: parameter.symbol?.name ?? 'T',
      constraint: hasConstraint && constraint ? describe(constraint, depth + 1) : null,
      def: fallback ? describe(fallback, depth + 1) : null,
    };
  }

  function isReadonly(property) {
    return (property.declarations ?? []).some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly,
    );
  }

  function describeMembers(type, depth, { label = null, ownOnly } = {}) {
    const members = [];
    for (const property of checker.getPropertiesOfType(type)) {
      if (ownOnly && !ownOnly(property)) continue;
      members.push({
        k: 'prop',
        name: property.name,
        opt: Boolean(property.flags & ts.SymbolFlags.Optional),
        ro: isReadonly(property),
        type: describe(checker.getTypeOfSymbol(property), depth + 1),
      });
    }
    const signatures = (kind, k) =>
      checker
        .getSignaturesOfType(type, kind)
        .map((signature) => ({ k, sig: describeSignature(signature, depth) }))
        .map((member) => ({
          member,
          text: printDeclarations([{ kind: 'value', name: 'x', type: object(null, [member]) }]),
        }))
        .sort((a, b) => byText(a.text, b.text))
        .map(({ member }) => member);
    const indexes = checker.getIndexInfosOfType(type).map((info) => ({
      k: 'index',
      ro: info.isReadonly,
      param: 'key',
      key: describe(info.keyType, depth + 1),
      type: describe(info.type, depth + 1),
    }));
    return object(label, [
      ...signatures(ts.SignatureKind.Call, 'call'),
      ...signatures(ts.SignatureKind.Construct, 'new'),
      ...indexes,
      ...members,
    ]);
  }

  function describeObject(type, depth) {
    if (checker.isTupleType(type)) {
      const target = type.target;
      const elems = checker.getTypeArguments(type).map((element, i) => {
        const flags = target.elementFlags?.[i] ?? 0;
        return {
          name: null,
          type: describe(element, depth + 1),
          opt: Boolean(flags & ts.ElementFlags.Optional),
          rest: Boolean(flags & (ts.ElementFlags.Rest | ts.ElementFlags.Variadic)),
        };
      });
      return { k: 'tuple', ro: Boolean(target.readonly), elems };
    }
    const symbol = type.symbol;
    const reference = type.objectFlags & ts.ObjectFlags.Reference ? type.target.symbol : undefined;
    const named =
      reference ??
      (symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
        ? symbol
        : undefined);
    if (named) {
      const name = nameOf(named);
      const args =
        type.objectFlags & ts.ObjectFlags.Reference
          ? checker.getTypeArguments(type).slice(0, (type.target.typeParameters ?? []).length)
          : [];
      if (name) return withArguments(name, args, depth);
      return expandInternal(named, type, depth);
    }
    return describeMembers(type, depth);
  }

  /** An interface or class of the library that is not exported: its shape is part of the API. */
  function expandInternal(symbol, type, depth) {
    if (expanding.has(symbol)) return ref(symbol.name);
    expanding.add(symbol);
    try {
      return describeMembers(type, depth, { label: symbol.name });
    } finally {
      expanding.delete(symbol);
    }
  }

  function describe(type, depth = 0, skipAlias = false) {
    if (depth > MAX_DEPTH) return raw('…');
    if (!skipAlias && type.aliasSymbol) {
      const name = nameOf(type.aliasSymbol);
      if (name) return withArguments(name, type.aliasTypeArguments, depth);
      if (expanding.has(type.aliasSymbol)) return ref(type.aliasSymbol.name);
      expanding.add(type.aliasSymbol);
      try {
        return describe(type, depth, true);
      } finally {
        expanding.delete(type.aliasSymbol);
      }
    }
    const { flags } = type;
    if (flags & ts.TypeFlags.Union) return union(type.types.map((member) => describe(member, depth + 1)));
    if (flags & ts.TypeFlags.Intersection) return intersection(type.types.map((member) => describe(member, depth + 1)));
    if (flags & ts.TypeFlags.EnumLiteral && type.symbol) {
      const parent = type.symbol.parent;
      return ref(parent ? `${nameOf(parent) ?? parent.name}.${type.symbol.name}` : type.symbol.name);
    }
    if (flags & ts.TypeFlags.StringLiteral) return { k: 'lit', text: JSON.stringify(type.value) };
    if (flags & ts.TypeFlags.NumberLiteral) return { k: 'lit', text: String(type.value) };
    if (flags & ts.TypeFlags.BigIntLiteral)
      return { k: 'lit', text: `${type.value.negative ? '-' : ''}${type.value.base10Value}n` };
    if (flags & ts.TypeFlags.UniqueESSymbol) return { k: 'op', op: 'unique', type: ref('symbol') };
    if (flags & ts.TypeFlags.TypeParameter) return ref(type.isThisType?.() ? 'this' : (type.symbol?.name ?? 'T'));
    if (flags & ts.TypeFlags.Index) return { k: 'op', op: 'keyof', type: describe(type.type, depth + 1) };
    if (flags & ts.TypeFlags.IndexedAccess)
      return { k: 'access', obj: describe(type.objectType, depth + 1), idx: describe(type.indexType, depth + 1) };
    if (flags & ts.TypeFlags.Conditional) {
      const root = type.root;
      return {
        k: 'cond',
        check: describe(root.checkType, depth + 1),
        ext: describe(root.extendsType, depth + 1),
        yes: describe(checker.getTypeFromTypeNode(root.node.trueType), depth + 1),
        no: describe(checker.getTypeFromTypeNode(root.node.falseType), depth + 1),
      };
    }
    if (flags & ts.TypeFlags.Object) {
      if (type.objectFlags & ts.ObjectFlags.Mapped) return raw(stableText(type));
      return describeObject(type, depth);
    }
    // any, unknown, never, void, undefined, null, string, number, boolean literals, template literals …
    return raw(stableText(type));
  }

  /** The compiler's own text, with any file path it prints reduced to a package name. */
  function stableText(type) {
    return checker
      .typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType)
      .replace(/import\("([^"]+)"\)/g, (_, file) => packageOf(file) ?? 'internal');
  }

  /** The export's declarations: its value (a constant or function), and its type, interface or class. */
  function describeExport(symbol) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const { name } = symbol;
    const declarations = [];
    if (target.flags & ts.SymbolFlags.Value) {
      const valueType = checker.getTypeOfSymbol(target);
      // `typeof SomeClass`/`typeof SomeEnum` would print as the export's own name: describe its shape.
      const type =
        target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
          ? describeMembers(valueType, 0)
          : describe(valueType);
      declarations.push({ kind: 'value', name, type });
    }
    if (target.flags & ts.SymbolFlags.TypeAlias) {
      const declaration = target.declarations.find(ts.isTypeAliasDeclaration);
      const tps = (declaration?.typeParameters ?? []).map((p) =>
        describeTypeParameter(checker.getTypeAtLocation(p), 0),
      );
      declarations.push({ kind: 'type', name, tps, type: describe(checker.getDeclaredTypeOfSymbol(target), 0, true) });
    } else if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
      const type = checker.getDeclaredTypeOfSymbol(target);
      const ownOnly = (property) =>
        (property.declarations ?? []).some((declaration) => target.declarations.includes(declaration.parent));
      const bases = (checker.getBaseTypes(type) ?? []).map((base) => describe(base, 1));
      declarations.push({
        kind: target.flags & ts.SymbolFlags.Class ? 'class' : 'interface',
        name,
        tps: (type.typeParameters ?? []).map((p) => describeTypeParameter(p, 0)),
        bases: bases.sort((a, b) => byText(printBase(a), printBase(b))),
        body: describeMembers(type, 0, { ownOnly }),
      });
    } else if (target.flags & ts.SymbolFlags.Enum && !(target.flags & ts.SymbolFlags.Value)) {
      declarations.push({ kind: 'enum', name, type: raw(stableText(checker.getDeclaredTypeOfSymbol(target))) });
    }
    if (target.flags & ts.SymbolFlags.Module && !(target.flags & ts.SymbolFlags.Value))
      declarations.push({ kind: 'namespace', name });
    return declarations;
  }

  const printBase = (base) => printDeclarations([{ kind: 'type', name: 'x', tps: [], type: base }]);

  return { describeExport };
}
