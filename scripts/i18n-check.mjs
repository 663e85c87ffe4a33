/**
 * The catalogs' check (`npm run i18n`, a step of `npm test`). Every module of copy
 * (`defineCopy`) has its messages extracted from the code; the catalog of a module is the
 * `locales/` folder nearest above it. For every language besides English it fails on
 *
 * - a message with no translation (missing), or a translation of a message no code says (unused);
 * - a translation whose placeholders differ from its message's (`{count}` left out, `{nmae}`);
 * - a message or translation that is not valid ICU MessageFormat; a `t()` of anything but a literal;
 * - one message translated two ways in two catalogs (a language's catalogs are merged into one table).
 *
 * `--missing` prints, per catalog, the messages still to translate (as JSON to fill in).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, DEFAULT_LOCALE } from '@spur/i18n';
import { declaresCopy, extractMessages, placeholders, validMessage } from '@spur/i18n/extract';
import { repoRoot } from './lib/proc.mjs';

const ROOTS = ['app/src', 'ui-kit/src', 'server/contract/src', 'server/emails/src', 'server/domain/src', 'server/src', 'mocks/src'];
const SKIP = /(\.test|\.stories|\.spec)\.tsx?$|[\\/](node_modules|dist)[\\/]/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(entry.name) && !SKIP.test(file)) yield file;
  }
}

/** The nearest folder above `file` (within its root) that holds a `locales/` folder. */
function catalogDirOf(file, root) {
  for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'locales'))) return dir;
  }
  return null;
}

const problems = [];
const catalogs = new Map(); // dir → Set of messages
for (const root of ROOTS.map((r) => path.join(repoRoot, r))) {
  if (!existsSync(root)) continue;
  for (const file of sourceFiles(root)) {
    const code = readFileSync(file, 'utf8');
    if (!declaresCopy(code)) continue;
    const relative = path.relative(repoRoot, file);
    const extracted = extractMessages(code);
    extracted.problems.forEach((problem) => problems.push(`${relative}: ${problem}`));
    const dir = catalogDirOf(file, root);
    if (!dir) {
      problems.push(`${relative}: no locales/ folder above it`);
      continue;
    }
    const messages = catalogs.get(dir) ?? new Set();
    extracted.messages.forEach((message) => messages.add(message));
    catalogs.set(dir, messages);
  }
}

const missingOut = {};
let translations = 0;
const translatedAs = new Map(); // `${locale}\u0000${message}` → { translation, where }
for (const [dir, messages] of catalogs) {
  const where = path.relative(repoRoot, path.join(dir, 'locales'));
  for (const message of messages) {
    const error = validMessage(message);
    if (error) problems.push(`${where}: the message ${JSON.stringify(message)} is not valid ICU (${error})`);
  }
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const file = path.join(dir, 'locales', `${locale}.json`);
    const catalog = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const missing = [...messages].filter((message) => typeof catalog[message] !== 'string' || catalog[message].trim() === '');
    if (missing.length > 0) {
      problems.push(`${where}/${locale}.json: ${missing.length} missing: ${missing.slice(0, 5).map((m) => JSON.stringify(m)).join(', ')}${missing.length > 5 ? ', …' : ''}`);
      (missingOut[`${where}/${locale}.json`] ??= {});
      missing.forEach((message) => (missingOut[`${where}/${locale}.json`][message] = ''));
    }
    for (const [message, translation] of Object.entries(catalog)) {
      if (!messages.has(message)) {
        problems.push(`${where}/${locale}.json: unused: ${JSON.stringify(message)}`);
        continue;
      }
      if (typeof translation !== 'string' || translation.trim() === '') continue;
      translations += 1;
      const seen = translatedAs.get(`${locale}\u0000${message}`);
      if (seen && seen.translation !== translation) {
        problems.push(`${where}/${locale}.json: ${JSON.stringify(message)} is ${JSON.stringify(translation)} here but ${JSON.stringify(seen.translation)} in ${seen.where}: one message, one translation`);
      }
      translatedAs.set(`${locale}\u0000${message}`, { translation, where });
      let expected, actual;
      try {
        expected = placeholders(message);
        actual = placeholders(translation);
      } catch (error) {
        problems.push(`${where}/${locale}.json: the translation of ${JSON.stringify(message)} is not valid ICU (${error.message})`);
        continue;
      }
      if (expected !== actual) problems.push(`${where}/${locale}.json: placeholders of ${JSON.stringify(message)} are {${expected}}, its translation has {${actual}}`);
    }
  }
}

if (process.argv.includes('--missing')) {
  console.log(JSON.stringify(missingOut, null, 2));
} else if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s).`);
  process.exitCode = 1;
} else {
  const count = [...catalogs.values()].reduce((sum, set) => sum + set.size, 0);
  console.log(`Catalogs: ${catalogs.size}, messages: ${count}, translations checked: ${translations} (${LOCALES.join(', ')}).`);
}
