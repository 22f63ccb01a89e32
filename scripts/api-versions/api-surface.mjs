// The public API of a workspace library as the TypeScript compiler sees it: one canonical text per export
// of each package.json "exports" entry, hashed. Deterministic by construction: members, unions and
// intersections are sorted, file paths never appear, and a type that has its own export is referred to by
// name (its own entry covers its shape). Types from other packages are named with their package
// (`react:ReactNode`), not expanded, so a dependency upgrade does not look like an API change.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_DEPTH = 24;

/** package.json "exports" as [entry name, absolute file] pairs. */
export function packageEntries(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const exportsField = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': pkg.main });
  return Object.entries(exportsField)
    .map(([entry, target]) => [entry, path.resolve(packageDir, typeof target === 'string' ? target : target.types ?? target.default)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function compilerOptions(packageDir) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
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
 * @returns {Map<string, Record<string, Record<string, string>>>} per folder: entry → export name → hash
 */
export function apiSurfaces(packageDirs, { withText = false } = {}) {
  const libraries = packageDirs.map((dir) => ({ dir: path.resolve(dir), entries: packageEntries(dir) }));
  const program = ts.createProgram({
    rootNames: libraries.flatMap((library) => library.entries.map(([, file]) => file)),
    options: compilerOptions(libraries[0].dir),
  });
  const checker = program.getTypeChecker();
  const isLibFile = (file) => program.isSourceFileDefaultLibrary(file) || program.isSourceFileFromExternalLibrary(file);

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

    const describer = createDescriber(checker, exported, isLibFile);
    const surface = {};
    for (const { entry, symbols } of modules) {
      const described = {};
      for (const symbol of [...symbols].sort((a, b) => byText(a.name, b.name))) {
        const text = describer.describeExport(symbol);
        described[symbol.name] = withText ? text : createHash('sha256').update(text).digest('hex').slice(0, 16);
      }
      surface[entry] = described;
    }
    result.set(library.dir, surface);
  }
  return result;
}

function createDescriber(checker, exported, isLibFile) {
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
    if (exported.has(symbol)) return `@${exported.get(symbol)}`;
    const file = declarationFile(symbol);
    if (!file) return qualifiedName(symbol);
    if (isLibFile(file)) return `${packageOf(file.fileName) ?? 'lib'}:${qualifiedName(symbol)}`;
    return null;
  }

  function withArguments(name, args, depth) {
    return args && args.length > 0 ? `${name}<${args.map((arg) => describe(arg, depth + 1)).join(', ')}>` : name;
  }

  function describeSignature(signature, depth, arrow = ': ') {
    const typeParameters = signature.getTypeParameters() ?? [];
    const generics = typeParameters.length > 0 ? `<${typeParameters.map((p) => describeTypeParameter(p, depth)).join(', ')}>` : '';
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
      const optional = declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : '';
      // Parameter names are not part of a signature's compatibility, so they are left out.
      return `${rest}${optional}${describe(checker.getTypeOfSymbol(parameter), depth + 1)}`;
    });
    const predicate = checker.getTypePredicateOfSignature(signature);
    const returns = predicate
      ? `${predicate.parameterName ?? 'this'} is ${predicate.type ? describe(predicate.type, depth + 1) : 'unknown'}`
      : describe(checker.getReturnTypeOfSignature(signature), depth + 1);
    return `${generics}(${parameters.join(', ')})${arrow}${returns}`;
  }

  function describeTypeParameter(parameter, depth) {
    const constraint = checker.getBaseConstraintOfType(parameter);
    const declared = parameter.symbol?.declarations?.[0];
    const hasConstraint = declared && ts.isTypeParameterDeclaration(declared) && declared.constraint;
    const fallback = checker.getDefaultFromTypeParameter?.(parameter);
    return `${parameter.symbol?.name ?? 'T'}${hasConstraint && constraint ? ` extends ${describe(constraint, depth + 1)}` : ''}${
      fallback ? ` = ${describe(fallback, depth + 1)}` : ''
    }`;
  }

  function isReadonly(property) {
    return (property.declarations ?? []).some((declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly);
  }

  function describeMembers(type, depth, ownOnly) {
    const members = [];
    for (const property of checker.getPropertiesOfType(type)) {
      if (ownOnly && !ownOnly(property)) continue;
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      members.push(`${isReadonly(property) ? 'readonly ' : ''}${JSON.stringify(property.name)}${optional}: ${describe(checker.getTypeOfSymbol(property), depth + 1)}`);
    }
    members.sort(byText);
    const calls = checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((s) => describeSignature(s, depth)).sort(byText);
    const constructs = checker.getSignaturesOfType(type, ts.SignatureKind.Construct).map((s) => `new ${describeSignature(s, depth)}`).sort(byText);
    const indexes = checker
      .getIndexInfosOfType(type)
      .map((info) => `${info.isReadonly ? 'readonly ' : ''}[key: ${describe(info.keyType, depth + 1)}]: ${describe(info.type, depth + 1)}`)
      .sort(byText);
    return `{ ${[...calls, ...constructs, ...indexes, ...members].join('; ')} }`;
  }

  function describeObject(type, depth) {
    if (checker.isTupleType(type)) {
      const target = type.target;
      const elements = checker.getTypeArguments(type).map((element, i) => {
        const flags = target.elementFlags?.[i] ?? 0;
        const text = describe(element, depth + 1);
        if (flags & ts.ElementFlags.Rest || flags & ts.ElementFlags.Variadic) return `...${text}`;
        return flags & ts.ElementFlags.Optional ? `${text}?` : text;
      });
      return `${target.readonly ? 'readonly ' : ''}[${elements.join(', ')}]`;
    }
    const symbol = type.symbol;
    const reference = type.objectFlags & ts.ObjectFlags.Reference ? type.target.symbol : undefined;
    const named = reference ?? (symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum) ? symbol : undefined);
    if (named) {
      const name = nameOf(named);
      const args = type.objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type).slice(0, (type.target.typeParameters ?? []).length) : [];
      if (name) return withArguments(name, args, depth);
      return expandInternal(named, type, depth);
    }
    return describeMembers(type, depth);
  }

  /** An interface or class of the library that is not exported: its shape is part of the API. */
  function expandInternal(symbol, type, depth) {
    if (expanding.has(symbol)) return `~${symbol.name}`;
    expanding.add(symbol);
    try {
      return `${symbol.name}${describeMembers(type, depth)}`;
    } finally {
      expanding.delete(symbol);
    }
  }

  function describe(type, depth = 0, skipAlias = false) {
    if (depth > MAX_DEPTH) return '…';
    if (!skipAlias && type.aliasSymbol) {
      const name = nameOf(type.aliasSymbol);
      if (name) return withArguments(name, type.aliasTypeArguments, depth);
      if (expanding.has(type.aliasSymbol)) return `~${type.aliasSymbol.name}`;
      expanding.add(type.aliasSymbol);
      try {
        return describe(type, depth, true);
      } finally {
        expanding.delete(type.aliasSymbol);
      }
    }
    const { flags } = type;
    if (flags & ts.TypeFlags.Union) {
      return [...new Set(type.types.map((member) => describe(member, depth + 1)))].sort(byText).join(' | ');
    }
    if (flags & ts.TypeFlags.Intersection) {
      return `(${type.types.map((member) => describe(member, depth + 1)).sort(byText).join(' & ')})`;
    }
    if (flags & ts.TypeFlags.EnumLiteral && type.symbol) {
      const parent = type.symbol.parent;
      return parent ? `${nameOf(parent) ?? parent.name}.${type.symbol.name}` : type.symbol.name;
    }
    if (flags & ts.TypeFlags.StringLiteral) return JSON.stringify(type.value);
    if (flags & ts.TypeFlags.NumberLiteral) return String(type.value);
    if (flags & ts.TypeFlags.BigIntLiteral) return `${type.value.negative ? '-' : ''}${type.value.base10Value}n`;
    if (flags & ts.TypeFlags.UniqueESSymbol) return `unique symbol ${type.symbol?.name ?? ''}`;
    if (flags & ts.TypeFlags.TypeParameter) {
      return type.isThisType?.() ? 'this' : (type.symbol?.name ?? 'T');
    }
    if (flags & ts.TypeFlags.Index) return `keyof ${describe(type.type, depth + 1)}`;
    if (flags & ts.TypeFlags.IndexedAccess) return `${describe(type.objectType, depth + 1)}[${describe(type.indexType, depth + 1)}]`;
    if (flags & ts.TypeFlags.Conditional) {
      const root = type.root;
      return `(${describe(root.checkType, depth + 1)} extends ${describe(root.extendsType, depth + 1)} ? ${describe(
        checker.getTypeFromTypeNode(root.node.trueType),
        depth + 1,
      )} : ${describe(checker.getTypeFromTypeNode(root.node.falseType), depth + 1)})`;
    }
    if (flags & ts.TypeFlags.Object) {
      if (type.objectFlags & ts.ObjectFlags.Mapped) return stableText(type);
      return describeObject(type, depth);
    }
    // any, unknown, never, void, undefined, null, string, number, boolean literals, template literals …
    return stableText(type);
  }

  /** The compiler's own text, with any file path it prints reduced to a package name. */
  function stableText(type) {
    return checker
      .typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType)
      .replace(/import\("([^"]+)"\)/g, (_, file) => packageOf(file) ?? 'internal');
  }

  function describeExport(symbol) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const parts = [];
    if (target.flags & ts.SymbolFlags.Value) {
      const declaration = target.valueDeclaration;
      const constant = declaration && ts.isVariableDeclaration(declaration) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
      const valueType = checker.getTypeOfSymbol(target);
      // `typeof SomeClass`/`typeof SomeEnum` would print as the export's own name: describe its shape.
      const text = target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum) ? describeMembers(valueType, 0) : describe(valueType);
      parts.push(`${constant ? 'const' : 'value'}: ${text}`);
    }
    if (target.flags & ts.SymbolFlags.TypeAlias) {
      const declaration = target.declarations.find(ts.isTypeAliasDeclaration);
      const generics = (declaration?.typeParameters ?? []).map((p) => describeTypeParameter(checker.getTypeAtLocation(p), 0));
      parts.push(`type${generics.length ? `<${generics.join(', ')}>` : ''}: ${describe(checker.getDeclaredTypeOfSymbol(target), 0, true)}`);
    } else if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
      const type = checker.getDeclaredTypeOfSymbol(target);
      const own = (property) =>
        (property.declarations ?? []).some((declaration) => target.declarations.includes(declaration.parent));
      const bases = (checker.getBaseTypes(type) ?? []).map((base) => describe(base, 1)).sort(byText);
      const generics = (type.typeParameters ?? []).map((p) => describeTypeParameter(p, 0));
      parts.push(
        `${target.flags & ts.SymbolFlags.Class ? 'class' : 'interface'}${generics.length ? `<${generics.join(', ')}>` : ''}${
          bases.length ? ` extends ${bases.join(', ')}` : ''
        } ${describeMembers(type, 0, own)}`,
      );
    } else if (target.flags & ts.SymbolFlags.Enum && !(target.flags & ts.SymbolFlags.Value)) {
      parts.push(`enum: ${stableText(checker.getDeclaredTypeOfSymbol(target))}`);
    }
    if (target.flags & ts.SymbolFlags.Module && !(target.flags & ts.SymbolFlags.Value)) parts.push('namespace');
    return parts.join('\n');
  }

  return { describeExport };
}
