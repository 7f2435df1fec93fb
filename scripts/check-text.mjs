// Every text a person reads comes from a message catalogue (rules §9): exits 1 naming each client component
// that renders a literal instead. It reads the code as the bundler does (rolldown's parser) and flags text
// between JSX tags, literal values of the props that hold text (label, title, aria-label, placeholder…), and
// literal messages given to a toast. Symbols and punctuation pass; so do the names in ALLOWED.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** Brand and format names, the same in every language. */
const ALLOWED = new Set(['HRIS']);
const TEXT_PROPS = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'action',
  'pendingAction',
  'cancel',
  'emptyText',
  'caption',
  'trigger',
  'backLabel',
  'name',
]);
const words = (text) => /[A-Za-z\u0900-\u097F]/.test(text) && !ALLOWED.has(text.trim());

const root = path.resolve('src');
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /^(client|areas\/[^/]+\/client)\//.test(f.split(path.sep).join('/')))
  .filter((f) => f.endsWith('.tsx') && !/\.test\.tsx$/.test(f) && !f.startsWith(path.join('client', 'test')))
  .map((f) => path.join(root, f));

const problems = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const line = (offset) => source.slice(0, offset).split('\n').length;
  const report = (node, what) =>
    problems.push(
      `${path.relative(process.cwd(), file)}:${line(node.start)} ${what}: ${JSON.stringify(source.slice(node.start, node.end).trim().slice(0, 60))}`,
    );
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'JSXText' && words(node.value)) report(node, 'text');
    // {'Text'} and {`Text ${x}`} between tags.
    const inner =
      node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement' ? node.expression : null;
    if (inner?.type === 'Literal' && typeof inner.value === 'string' && words(inner.value))
      report(node, 'text');
    if (inner?.type === 'TemplateLiteral' && inner.quasis.some((q) => words(q.value.cooked ?? '')))
      report(node, 'text');
    if (node.type === 'JSXAttribute' && TEXT_PROPS.has(node.name?.name) && node.value?.type === 'Literal') {
      // `name` is text only on a Recharts series; elsewhere it is a form field's name.
      const recharts = parent?.name?.type === 'JSXIdentifier' && /^(Bar|Line|Area)$/.test(parent.name.name);
      if (
        (node.name.name !== 'name' || recharts) &&
        typeof node.value.value === 'string' &&
        words(node.value.value)
      )
        report(node, `${node.name.name}=`);
    }
    if (
      node.type === 'CallExpression' &&
      node.callee?.type === 'MemberExpression' &&
      node.callee.object?.name === 'toast' &&
      ['Literal', 'TemplateLiteral'].includes(node.arguments?.[0]?.type) &&
      words(source.slice(node.arguments[0].start, node.arguments[0].end))
    )
      report(node.arguments[0], 'toast');
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child, node);
      else if (value && typeof value === 'object') visit(value, node);
    }
  };
  visit(parseAst(source, { lang: 'tsx' }, file), null);
}

if (problems.length) {
  console.error(`Text not from the catalogue (src/shared/i18n):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`text: ${files.length} components take every text from the catalogue`);
