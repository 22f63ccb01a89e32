// Lays nodes out for the report: one export per block, one member per line when a type does not fit in a
// line, so that the diff of a changed member is one line. Only white space differs from the one-line text
// (type-nodes.mjs), which the parser ignores.
import {
  flat,
  flatParameter,
  flatTypeParameters,
  INTERSECTION,
  isFunctionType,
  LOOSE,
  POSTFIX,
  PREFIX,
  printedMembers,
  propertyName,
  strength,
  UNION,
} from './type-nodes.mjs';

const WIDTH = 100;
/** Room for what ends a line after a type (`;`, `,`, `>`). */
const fits = (column, text) => column + text.length < WIDTH;

const pad = (n) => ' '.repeat(n);

/**
 * The type as it goes in the report: on one line when it fits in WIDTH from `column`, else broken over
 * lines indented from `indent`. A broken union starts on the next line, one member (or a run of short
 * literals) per line, so the diff of a changed member is one line.
 */
function pretty(node, indent, column) {
  const line = flat(node);
  if (fits(column, line)) return line;
  const sub = (child, min, childIndent, childColumn) => {
    if (strength(child) >= min) return pretty(child, childIndent, childColumn);
    const inner = pretty(child, childIndent + 2, childColumn + 1);
    return inner.includes('\n') ? `(${inner}\n${pad(childIndent)})` : `(${inner})`;
  };
  switch (node.k) {
    case 'ref': {
      if (node.name === 'Array' && node.args.length === 1) return `${sub(node.args[0], POSTFIX, indent, column)}[]`;
      if (node.name === 'ReadonlyArray' && node.args.length === 1)
        return `readonly ${sub(node.args[0], POSTFIX, indent, column + 9)}[]`;
      if (node.args.length === 0) return line;
      const args = node.args.map((arg) => `${pad(indent + 2)}${pretty(arg, indent + 2, indent + 2)}`);
      return `${node.name}<\n${args.join(',\n')}\n${pad(indent)}>`;
    }
    case 'obj': {
      if (strength(node) === LOOSE) {
        const [member] = node.members;
        const prefix = member.k === 'new' ? 'new ' : '';
        return `${prefix}${prettySignature(member.sig, ' => ', indent, column + prefix.length)}`;
      }
      return prettyObject(node, indent);
    }
    case 'union':
    case 'inter': {
      // At the start of a line (column === indent) the members go on this and the following lines;
      // after `name: ` they start on the next line, indented.
      const at = column === indent ? indent : indent + 2;
      const operator = node.k === 'union' ? '|' : '&';
      const min = node.k === 'union' ? INTERSECTION : PREFIX;
      const lines = [];
      let run = '';
      for (const type of node.k === 'union' ? printedMembers(node) : node.types) {
        const item = strength(type) < min ? null : flat(type);
        // Short members (string literals, keywords) fill lines instead of taking one each.
        if (node.k === 'union' && item !== null && item.length <= 24) {
          const piece = `${operator} ${item}`;
          if (run && !fits(at + run.length + 1, piece)) {
            lines.push(run);
            run = piece;
          } else run = run ? `${run} ${piece}` : piece;
          continue;
        }
        if (run) lines.push(run);
        run = '';
        lines.push(`${operator} ${sub(type, min, at + 2, at + 2)}`);
      }
      if (run) lines.push(run);
      const text = lines.join(`\n${pad(at)}`);
      return column === indent ? text : `\n${pad(at)}${text}`;
    }
    case 'tuple': {
      const elems = node.elems.map((elem) => `${pad(indent + 2)}${prettyElement(elem, indent + 2)}`);
      return `${node.ro ? 'readonly ' : ''}[\n${elems.join(',\n')}\n${pad(indent)}]`;
    }
    case 'op':
      if (node.op === 'unique') return line;
      return `${node.op} ${sub(node.type, node.op === 'typeof' ? POSTFIX : PREFIX, indent, column + node.op.length + 1)}`;
    case 'access': {
      const obj = sub(node.obj, POSTFIX, indent, column);
      return `${obj}[${pretty(node.idx, indent, lastColumn(obj, column) + 1)}]`;
    }
    case 'cond': {
      const head = `${sub(node.check, UNION, indent, column)} extends ${flat(node.ext)}`;
      return `${head}\n${pad(indent + 2)}? ${pretty(node.yes, indent + 4, indent + 4)}\n${pad(indent + 2)}: ${pretty(node.no, indent + 4, indent + 4)}`;
    }
    case 'pred':
      return `${node.asserts ? 'asserts ' : ''}${node.param}${node.type ? ` is ${pretty(node.type, indent, column + node.param.length + 4)}` : ''}`;
    default:
      return line;
  }
}

const lastColumn = (text, column) =>
  text.includes('\n') ? text.length - text.lastIndexOf('\n') - 1 : column + text.length;

function prettyElement(elem, indent) {
  const name = elem.name ? `${elem.name}${elem.opt ? '?' : ''}: ` : '';
  const type = pretty(elem.type, indent, indent + name.length + (elem.rest ? 3 : 0));
  const wrapped = strength(elem.type) < POSTFIX && !name && elem.opt ? `(${type})` : type;
  return `${elem.rest ? '...' : ''}${name}${wrapped}${elem.opt && !name ? '?' : ''}`;
}

/** An object over lines: one member per line. */
function prettyObject(node, indent) {
  const label = node.label ? `${node.label} ` : '';
  if (node.members.length === 0) return `${label}{}`;
  const members = node.members.map((member) => `${pad(indent + 2)}${prettyMember(member, indent + 2)};`);
  return `${label}{\n${members.join('\n')}\n${pad(indent)}}`;
}

function prettyMember(member, indent) {
  switch (member.k) {
    case 'prop': {
      const head = `${member.ro ? 'readonly ' : ''}${propertyName(member.name)}${member.opt ? '?' : ''}: `;
      return `${head}${pretty(member.type, indent, indent + head.length)}`;
    }
    case 'call':
      return prettySignature(member.sig, ': ', indent, indent);
    case 'new':
      return `new ${prettySignature(member.sig, ': ', indent, indent + 4)}`;
    case 'index': {
      const head = `${member.ro ? 'readonly ' : ''}[${member.param}: ${flat(member.key)}]: `;
      return `${head}${pretty(member.type, indent, indent + head.length)}`;
    }
    default:
      return member.text;
  }
}

/** `<T>(a: A, b: B) => R`; parameters one per line when the head does not fit. */
function prettySignature(sig, arrow, indent, column) {
  const typeParameters = printTypeParameters(sig.tps, indent, column);
  const afterTypeParameters = lastColumn(typeParameters, column);
  const params = sig.params.map((param, index) => flatParameter(param, index, {}));
  const head = `${typeParameters}(${params.join(', ')})${arrow}`;
  if (fits(afterTypeParameters, `(${params.join(', ')})${arrow}`) || sig.params.length === 0) {
    const ret = pretty(sig.ret, indent, afterTypeParameters + head.length - typeParameters.length);
    // Parameters stay on the line if the result's first line still fits after them.
    if (sig.params.length === 0 || fits(afterTypeParameters + head.length - typeParameters.length, ret.split('\n')[0]))
      return `${head}${ret}`;
  }
  const lines = sig.params.map((param) => {
    const name = `${param.rest ? '...' : ''}${param.name}${param.opt ? '?' : ''}: `;
    return `${pad(indent + 2)}${name}${pretty(param.type, indent + 2, indent + 2 + name.length)}`;
  });
  return `${typeParameters}(\n${lines.join(',\n')}\n${pad(indent)})${arrow}${pretty(sig.ret, indent, indent + 1 + arrow.length)}`;
}

// --------------------------------------------------------------------------------------- declarations

/** `<T extends X = Y>`, one parameter per line when it does not fit. */
function printTypeParameters(tps, indent, column) {
  const line = flatTypeParameters(tps, {});
  if (fits(column, line)) return line;
  const items = tps.map((tp) => {
    let text = `${pad(indent + 2)}${tp.name}`;
    if (tp.constraint) text += ` extends ${pretty(tp.constraint, indent + 4, lastColumn(text, 0) + 9)}`;
    if (tp.def) text += ` = ${pretty(tp.def, indent + 4, lastColumn(text, 0) + 3)}`;
    return text;
  });
  return `<\n${items.join(',\n')}\n${pad(indent)}>`;
}

/** The report's text for one export: its declarations, each ending a line. */
export function printDeclarations(declarations) {
  const out = [];
  for (const declaration of declarations) {
    const { kind, name } = declaration;
    if (kind === 'value') {
      if (isFunctionType(declaration.type)) {
        for (const member of declaration.type.members)
          out.push(`function ${name}${prettySignature(member.sig, ': ', 0, 9 + name.length)};`);
      } else {
        const head = `const ${name}: `;
        out.push(`${head}${pretty(declaration.type, 0, head.length)};`);
      }
    } else if (kind === 'type') {
      const head = `type ${name}${printTypeParameters(declaration.tps, 0, 5 + name.length)} = `;
      const { type } = declaration;
      const body =
        type.k === 'obj' && strength(type) !== LOOSE ? prettyObject(type, 0) : pretty(type, 0, lastColumn(head, 0));
      out.push(`${head}${body};`);
    } else if (kind === 'interface' || kind === 'class') {
      // A base is read up to its name and type arguments: anything else goes in parentheses.
      const bases = declaration.bases.map((base) =>
        base.k === 'ref' && strength(base) === 5 ? base : { k: 'group', type: base },
      );
      let head = `${kind} ${name}${printTypeParameters(declaration.tps, 0, kind.length + 1 + name.length)}`;
      const oneLine = bases.map((base) => (base.k === 'group' ? `(${flat(base.type)})` : flat(base))).join(', ');
      if (bases.length === 0) head += ' ';
      else if (fits(lastColumn(head, 0), ` extends ${oneLine} {`)) head += ` extends ${oneLine} `;
      else {
        const each = bases.map((base) => {
          if (base.k !== 'group') return pretty(base, 4, 12);
          const inner = pretty(base.type, 6, 13);
          return inner.includes('\n') ? `(${inner}\n${pad(4)})` : `(${inner})`;
        });
        head += `\n  extends ${each.join(`,\n${pad(4)}`)}\n`;
      }
      out.push(`${head}${prettyObject(declaration.body, 0)}`);
    } else if (kind === 'enum') {
      out.push(`enum ${name} = ${pretty(declaration.type, 0, name.length + 8)};`);
    } else if (kind === 'namespace') {
      out.push(`namespace ${name};`);
    } else throw new Error(`unknown declaration kind ${kind}`);
  }
  // A member that broke onto the next line leaves a space at the end of its first line.
  return out.join('\n').replace(/[ \t]+$/gm, '');
}
