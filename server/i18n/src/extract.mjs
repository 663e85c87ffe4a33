// Plain JavaScript (types in extract.d.mts): the Vite plugin that uses it is loaded by Node
// with the Vite config, before any TypeScript is compiled.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * Finds the messages of a module of copy: the literal first argument of every `t(…)` in a file
 * that calls `defineCopy`. A message must be a literal (a template without `${}` included), so
 * that it can be read here, translated and compiled; anything else is reported.
 */
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.|\$(?!\{))*\x60`;
const CALL = new RegExp(String.raw`(?<![\w$.])t\(\s*(${STRING})?`, 'g');

export function declaresCopy(code) {
  return /\bdefineCopy\s*\(/.test(code);
}

export function extractMessages(code) {
  const messages = [];
  const problems = [];
  for (const match of code.matchAll(CALL)) {
    const literal = match[1];
    const line = code.slice(0, match.index).split('\n').length;
    if (literal === undefined) {
      problems.push(`line ${line}: t() takes a literal message`);
      continue;
    }
    messages.push(unquote(literal));
  }
  return { messages, problems };
}

function unquote(literal) {
  const body = literal.slice(1, -1);
  // The escapes a message can hold; a template literal's text is taken as it is written.
  return body.replace(/\\(.)/gs, (_escape, char) => ({ n: '\n', t: '\t' })[char] ?? char);
}

/** `message` compiled to Lingui's form (throws on a message that is not valid ICU). */
export function compileMessage(message) {
  return compileMessageOrThrow(message);
}

/** Why `message` is not valid ICU MessageFormat; null when it is. */
export function validMessage(message) {
  try {
    compileMessageOrThrow(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The placeholders of a message, with their kind (`count:plural, name`), sorted: a translation
 * must use the same ones (throws on a message that is not valid ICU). A compiled message is text
 * and placeholders; a placeholder is `[name, kind?, cases?]`.
 */
export function placeholders(message) {
  const names = new Set();
  const walk = (parts) => {
    if (typeof parts === 'string') return;
    for (const part of parts) {
      if (typeof part === 'string') continue;
      const [name, kind, cases] = part;
      names.add(kind ? `${name}:${kind}` : name);
      if (cases && typeof cases === 'object') Object.values(cases).forEach((value) => Array.isArray(value) && walk(value));
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort().join(', ');
}
